import type { VenueView } from '@shared/contracts/venues';
import type { Language } from '@shared/i18n/languages';
import { applyServerIssues } from '@web/lib/form-errors';
import { initialTextLanguage, type Versions } from '@web/lib/text-language';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { readVenue, saveVenueItem } from '../../api/save-venue';
import {
  newVenueItemId,
  venueItemDelete,
  venueItemPayload,
  venueItems,
  type VenueItemSection,
} from '../../lib/dialog-payloads';
import { useVenueSave, type VenueSaveIntent } from './venue-dialog-kit';

type AnyItem = { id: number; order: number; value: unknown };

/** The versions of a cover's description, by language (other sections have no text). */
const versionsOf = (item: AnyItem | undefined): Versions =>
  (item?.value as { translations?: Versions } | undefined)?.translations ?? {};

/**
 * One item of a venue's list (a chef, cover, address, phone, e-mail or social network): the one being
 * edited (`itemId`; none adds one), its saves and delete. The first save of a new item creates it;
 * the id the server gave it is found in the venue read again, so later saves (another language of a
 * cover, save again) change that item rather than add another. Save and add more starts again, empty.
 */
export function useVenueItem<F extends FieldValues, O extends { value: object }>({
  section,
  venue,
  itemId,
  resolver,
  fields,
  toForm,
  t,
  language,
  textField,
}: {
  section: VenueItemSection;
  venue: VenueView;
  itemId: number | undefined;
  resolver: Resolver<F, unknown, O>;
  /** The form's fields, which the server's issues are matched to. */
  fields: readonly Path<F>[];
  /** The item's form values, with its text in `language`; none: a new item. */
  toForm: (item: AnyItem | undefined, language: Language) => DefaultValues<F>;
  t: TFunction<'venue'>;
  language: Language;
  /** The item's rich text (covers), written per language (D7). */
  textField?: Path<F>;
}) {
  const { run, saving, formError } = useVenueSave(t);
  const [currentId, setCurrentId] = useState(itemId ?? 0);
  const [known, setKnown] = useState<AnyItem[]>(() => venueItems(venue, section) as AnyItem[]);
  const item = currentId ? known.find((candidate) => candidate.id === currentId) : undefined;
  const [textLanguage, setTextLanguage] = useState<Language>(() =>
    initialTextLanguage(versionsOf(item), language, null),
  );
  const form = useForm<F, unknown, O>({ resolver, defaultValues: toForm(item, textLanguage) });
  const [switching, setSwitching] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const onIssues = (error: unknown) => applyServerIssues(error, form.setError, fields);

  /** Saves the form (its text in `under`); the venue's items as now, or null when it failed. */
  const saveUnder = (under: Language | undefined) =>
    new Promise<AnyItem[] | null>((resolve) => {
      void form.handleSubmit(
        async (values) => {
          const payload = venueItemPayload(venue.id, currentId, item?.order ?? 0, values.value, under);
          const user = await run(() => saveVenueItem(section, payload as never), onIssues);
          if (user === false) return resolve(null);
          const fresh = await readVenue(venue.id).catch(() => null);
          const items = fresh ? (venueItems(fresh, section) as AnyItem[]) : known;
          if (currentId === 0) setCurrentId(newVenueItemId(known, items));
          setKnown(items);
          resolve(items);
        },
        () => resolve(null),
      )();
    });

  const onSave = async (intent: VenueSaveIntent) => {
    setNotice(null);
    const saved = await saveUnder(textField ? textLanguage : undefined);
    if (!saved) return false;
    if (intent === 'more') {
      setCurrentId(0);
      setTextLanguage(language);
      form.reset(toForm(undefined, language));
      setNotice(t('dialogs.saved_add_more'));
    } else {
      form.reset(form.getValues());
    }
    return true;
  };

  // A changed text is saved under its language first (spec doc 2 section 4), then the other one loads.
  const onLanguageChange = async (target: Language) => {
    if (!textField || target === textLanguage) return;
    let items: AnyItem[] | null = known;
    let id = currentId;
    if (form.getFieldState(textField).isDirty || (currentId === 0 && form.formState.isDirty)) {
      setSwitching(true);
      const before = known;
      items = await saveUnder(textLanguage);
      setSwitching(false);
      if (!items) return;
      id = currentId || newVenueItemId(before, items);
    }
    setTextLanguage(target);
    form.resetField(textField, {
      defaultValue: versionsOf(items.find((i) => i.id === id))[target] ?? '',
    } as never);
  };

  const remove = async () =>
    (await run(
      () => saveVenueItem(section, venueItemDelete(venue.id, currentId) as never),
      () => false,
    )) !== false;

  return {
    form,
    currentId,
    item,
    /** The text field's language props (covers): its language, versions and switching. */
    textProps: {
      textLanguage,
      versions: versionsOf(item),
      switching,
      onLanguageChange: (target: Language) => void onLanguageChange(target),
    },
    /** The VenueFormDialog props of an item: its saves, their state, and delete for a saved item. */
    dialog: {
      onSave,
      notice,
      saving: saving && !switching,
      formError,
      onDelete: currentId ? remove : undefined,
      addMore: true,
    },
  };
}
