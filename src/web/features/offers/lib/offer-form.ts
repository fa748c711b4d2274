import type { BriefSessionUser } from '@shared/contracts/accounts';
import type { OfferSaveInput, OfferView } from '@shared/contracts/offers';
import { isLanguage, type Language } from '@shared/i18n/languages';
import { currencyOfCountry, negotiableSalary, offerHeadline } from '@shared/offers/pay';
import { currencyOptions } from '@shared/reference/currencies';
import { offerTermOptions, salaryTypeOptions } from '@shared/reference/offer-terms';
import { positionLabels, positionOptions, type PositionId } from '@shared/reference/positions';
import { parseRichText, plainText } from '@web/lib/rich-text';
import { initialTextLanguage, textChanged, type Versions } from '@web/lib/text-language';
import { isActiveOffer, offerStatus } from '@shared/states';
import { isLive } from './offer-display';

/**
 * The job offer form's values and the offer/manage/edit payload (spec doc 2 sections 3, 4, 5 and 7):
 * selects and numbers are held as text ('' when nothing is chosen or typed), flags as booleans; the
 * shared schema (offerSaveInput) turns them into what the server stores.
 */
export interface OfferForm {
  rid: string;
  name: string;
  position: string;
  currency: string;
  salarytype: string;
  salaryfrom: string;
  salaryto: string;
  hidesalary: boolean;
  term: string;
  hours: string;
  holidays: string;
  daysoff: string;
  recruit: boolean;
  /** True: active; false: paused. */
  status: boolean;
  /** The album item shown as the offer's photo; null: none. */
  image1: number | null;
  description: string;
  requirements: string;
}

/** The fields the server's issues can land on (their wire names). */
export const offerFormFields = [
  'rid',
  'name',
  'position',
  'currency',
  'salarytype',
  'salaryfrom',
  'salaryto',
  'hidesalary',
  'term',
  'hours',
  'holidays',
  'daysoff',
  'recruit',
  'status',
  'image1',
  'description',
  'requirements',
] as const;

/** The fields the headline is made from. */
export const headlineSources = [
  'position',
  'currency',
  'salarytype',
  'salaryfrom',
  'salaryto',
  'hidesalary',
] as const;

/** A new offer: the venue, its currency, active, recruit on (D5: free venues cannot change it). */
export function emptyOfferForm(rid: number, currency: number): OfferForm {
  return {
    rid: String(rid),
    name: '',
    position: '',
    currency: String(currency),
    salarytype: 'year',
    salaryfrom: '',
    salaryto: '',
    hidesalary: false,
    term: 'full-time',
    hours: '',
    holidays: '',
    daysoff: '',
    recruit: true,
    status: true,
    image1: null,
    description: '',
    requirements: '',
  };
}

const amountText = (value: number) => String(value);

/** An offer to edit, its texts as written in `language` ('' when not yet). */
export function offerToForm(offer: OfferView, language: Language): OfferForm {
  return {
    rid: String(offer.rid),
    name: offer.name,
    position: String(offer.position),
    currency: String(offer.currency),
    salarytype: offer.salarytype,
    salaryfrom: amountText(offer.salaryfrom),
    salaryto: amountText(offer.salaryto),
    hidesalary: offer.hidesalary === 1,
    term: offer.term,
    hours: String(offer.hours),
    holidays: String(offer.holidays),
    daysoff: String(offer.daysoff),
    recruit: offer.recruit === 1,
    status: isActiveOffer(offer),
    image1: null,
    ...offerTexts(offer, language),
  };
}

/** The description and requirements of an offer as written in `language`. */
export function offerTexts(offer: OfferView | undefined, language: Language) {
  return {
    description: offer?.translations[language] ?? '',
    requirements: offer?.requirementsTranslations[language] ?? '',
  };
}

/** The languages either text of an offer is written in, for the language selector's marks. */
export function offerVersions(offer: OfferView | undefined): Versions {
  if (!offer) return {};
  return { ...offer.requirementsTranslations, ...offer.translations };
}

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
const asFlag = (value: unknown): boolean | undefined =>
  value === true || value === 1 || value === '1'
    ? true
    : value === false || value === 0 || value === '0'
      ? false
      : undefined;

/**
 * The form's values when it reopens after the Guru or the media dialog: what was typed (`draft`) over
 * what it started from.
 */
export function draftToForm(draft: Partial<OfferSaveInput>, base: OfferForm): OfferForm {
  const text = (key: keyof OfferForm & keyof OfferSaveInput) => asText(draft[key]) ?? (base[key] as string);
  const flagOf = (key: 'hidesalary' | 'recruit' | 'status') => asFlag(draft[key]) ?? base[key];
  const image = draft.image1;
  return {
    rid: text('rid'),
    name: text('name'),
    position: text('position'),
    currency: text('currency'),
    salarytype: text('salarytype'),
    salaryfrom: text('salaryfrom'),
    salaryto: text('salaryto'),
    hidesalary: flagOf('hidesalary'),
    term: text('term'),
    hours: text('hours'),
    holidays: text('holidays'),
    daysoff: text('daysoff'),
    recruit: flagOf('recruit'),
    status: flagOf('status'),
    image1: typeof image === 'number' ? image : image === null ? null : base.image1,
    description: text('description'),
    requirements: text('requirements'),
  };
}

/**
 * The language the form's texts start in: the one they were being written in when the form reopens
 * after another dialog, else the interface's when the offer has it (D7), else one it is written in.
 */
export function startingTextLanguage(
  draft: Partial<OfferSaveInput> | undefined,
  offer: OfferView | undefined,
  interfaceLanguage: Language,
): Language {
  if (isLanguage(draft?.language)) return draft.language;
  return initialTextLanguage(offerVersions(offer), interfaceLanguage, offer?.language ?? null);
}

/**
 * The values the form starts from: the offer to edit (its texts in `language`), else a new one paid
 * in the currency of the venue's country; what was typed before another dialog opened goes over
 * either.
 */
export function startingOfferForm(start: {
  offer: OfferView | undefined;
  draft: Partial<OfferSaveInput> | undefined;
  rid: number;
  countryCode: string | null | undefined;
  language: Language;
}): OfferForm {
  const base = start.offer
    ? offerToForm(start.offer, start.language)
    : emptyOfferForm(start.rid, currencyOfCountry(start.countryCode));
  return start.draft ? draftToForm(start.draft, base) : base;
}

/** What the form keeps aside while another dialog is open: its values and the texts' language. */
export function formToDraft(values: OfferForm, language: Language): Partial<OfferSaveInput> {
  return { ...values, language };
}

/** Which texts hold words a reader would see: the Guru asks before importing over those. */
export function textsFilled(values: Pick<OfferForm, 'description' | 'requirements'>) {
  const holdsWords = (html: string) => plainText(parseRichText(html)).trim() !== '';
  return { description: holdsWords(values.description), requirements: holdsWords(values.requirements) };
}

/** Whether either text differs from the offer's version in `language` (its saved one, if any). */
export function textsChangedFrom(
  offer: OfferView | undefined,
  language: Language,
  values: Pick<OfferForm, 'description' | 'requirements'>,
): boolean {
  const before = offerTexts(offer, language);
  return (
    textChanged(before.description, values.description) ||
    textChanged(before.requirements, values.requirements)
  );
}

/**
 * offer/manage/edit: `id` 0 creates the offer; the texts are those of `language` (D7). The photo is
 * sent only when one was chosen in this form (none leaves it as it is).
 */
export function offerPayload(values: OfferForm, id: number, language: Language): OfferSaveInput {
  const { image1, ...rest } = values;
  return {
    ...rest,
    id,
    hidesalary: values.hidesalary ? 1 : 0,
    recruit: values.recruit ? 1 : 0,
    status: values.status ? 1 : 0,
    ...(image1 === null ? {} : { image1 }),
    language,
  };
}

const amount = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 ? value : null;
};

/**
 * The headline the form writes (spec doc 2 section 4): position and pay in the texts' language, the
 * negotiable text when the pay is hidden, the position alone while no amount is typed; '' without a
 * position.
 */
export function generatedHeadline(
  values: Pick<OfferForm, (typeof headlineSources)[number]>,
  language: Language,
) {
  const position = Number(values.position);
  const label = positionLabels[position as PositionId]?.[language];
  if (!label) return '';
  const salarytype = values.salarytype === 'hour' ? 'hour' : 'year';
  const currency = Number(values.currency) || 2;
  if (values.hidesalary) {
    return offerHeadline(
      position,
      { salarytype, salaryfrom: 0, salaryto: 0, hidesalary: 1, currency },
      language,
    );
  }
  const from = amount(values.salaryfrom);
  if (from === null) return label;
  const to = amount(values.salaryto);
  return offerHeadline(
    position,
    { salarytype, salaryfrom: from, salaryto: to !== null && to > from ? to : from, hidesalary: 0, currency },
    language,
  );
}

/**
 * Whether the headline still follows the other fields: it is empty, or it is what the form would
 * write (in any language, so a headline generated before a language change keeps following).
 */
export function headlineFollows(
  name: string,
  values: Pick<OfferForm, (typeof headlineSources)[number]>,
  languages: readonly Language[],
): boolean {
  if (name.trim() === '') return true;
  return languages.some((language) => generatedHeadline(values, language) === name);
}

/** The negotiable text, for the hint under "hide salary". */
export const negotiableText = (language: Language) => negotiableSalary[language];

/**
 * The venues the offer can be posted from (spec doc 2 section 5: only pages flagged main, plus the
 * venue the form was opened from).
 */
export function offerVenueChoices(user: BriefSessionUser, rid: number) {
  return user.profiles.filter((venue) => venue.main === 1 || venue.id === rid);
}

/** A select's choice: the value as the form holds it (text) and what it reads. */
export interface FormChoice {
  value: string;
  label: string;
}

/**
 * The choices of the form's selects in `language`: the venues it may be posted from, the positions
 * (none chosen first, read as `chooseLabel`), currencies, pay periods and contract terms.
 */
export function offerFormChoices(
  user: BriefSessionUser,
  rid: number,
  language: Language,
  chooseLabel: string,
): Record<'venues' | 'positions' | 'currencies' | 'salaryTypes' | 'terms', FormChoice[]> {
  const asChoice = (option: { value: string | number; label: string }) => ({
    value: String(option.value),
    label: option.label,
  });
  return {
    venues: offerVenueChoices(user, rid).map((venue) => ({ value: String(venue.id), label: venue.name })),
    positions: [{ value: '', label: chooseLabel }, ...positionOptions(language).map(asChoice)],
    currencies: currencyOptions(language).map(asChoice),
    salaryTypes: salaryTypeOptions(language).map(asChoice),
    terms: offerTermOptions(language).map(asChoice),
  };
}

export type OfferFormChoices = ReturnType<typeof offerFormChoices>;

/**
 * What the restaurant is told once an offer is saved, when its link cannot be shared yet: its link
 * opens only once the offer is live (approved and on, D6), so a paused offer says to switch it on
 * and one in review that it will be shareable once approved. Null: it is live, the link is shared.
 */
export function savedOfferNotice(offer: Pick<OfferView, 'status' | 'approvedp'>) {
  if (isLive(offer)) return null;
  return offer.status === offerStatus.paused
    ? ('form.saved_paused' as const)
    : ('form.saved_in_review' as const);
}

/** Only a premium main venue may turn recruit off (D5; premium belongs to the account). */
export function canChangeRecruit(user: BriefSessionUser, rid: number): boolean {
  const venue = user.profiles.find((profile) => profile.id === rid);
  return user.main?.premium === 1 || venue?.premium === 1;
}
