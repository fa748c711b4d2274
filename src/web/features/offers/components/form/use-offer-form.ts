import type { BriefSessionUser } from '@shared/contracts/accounts';
import { aboutTextLimit } from '@shared/contracts/chef-profiles';
import { offerSaveInput, type OfferView } from '@shared/contracts/offers';
import type { VenueView } from '@shared/contracts/venues';
import { languages, type Language } from '@shared/i18n/languages';
import { schemaResolver } from '@web/lib/form-resolver';
import { withRichTextRule } from '@web/lib/rich-text-resolver';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { JobOfferDialogData } from '../../dialogs';
import {
  canChangeRecruit,
  generatedHeadline,
  headlineFollows,
  headlineSources,
  startingOfferForm,
  startingTextLanguage,
  type OfferForm,
} from '../../lib/offer-form';

type OfferOutput = z.output<typeof offerSaveInput>;
export type OfferFormApi = UseFormReturn<OfferForm, unknown, OfferOutput>;

/** What every section of the form is drawn with: its texts and the form it binds to. */
export interface OfferSectionProps {
  t: TFunction<'offer-form'>;
  form: OfferFormApi;
}

// The shared schema, plus the free texts' own rules: the description is required (at least 4
// characters a reader sees), the requirements are not; both stay within the about text's limit.
const offerResolver = withRichTextRule(
  withRichTextRule(schemaResolver<OfferForm, typeof offerSaveInput>(offerSaveInput), 'description', {
    limit: aboutTextLimit,
    required: true,
    min: 4,
  }),
  'requirements',
  { limit: aboutTextLimit, required: false },
);

/**
 * The job offer form's values and their rules: what it starts from (the offer, a new one in the
 * venue's currency, or the draft it reopens with), the language its texts are written in (D7), the
 * headline that follows the position and pay until edited by hand, and recruit held on for an
 * account that may not turn it off (D5).
 */
export function useOfferForm({
  user,
  venue,
  offer,
  data,
  language,
}: {
  user: BriefSessionUser;
  venue: VenueView | undefined;
  offer: OfferView | undefined;
  data: JobOfferDialogData;
  language: Language;
}) {
  const rid = offer?.rid ?? data.rid;
  const [textLanguage, setTextLanguage] = useState<Language>(() =>
    startingTextLanguage(data.draft, offer, language),
  );
  // The form starts once, from what it was opened with.
  const [initial] = useState(() =>
    startingOfferForm({
      offer,
      draft: data.draft,
      rid,
      countryCode: venue?.location?.components.country_code,
      language: textLanguage,
    }),
  );
  const form = useForm<OfferForm, unknown, OfferOutput>({ resolver: offerResolver, defaultValues: initial });
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  const headline = useFollowingHeadline(form, initial, textLanguage);

  const recruitLocked = !canChangeRecruit(user, rid);
  useEffect(() => {
    if (recruitLocked && !form.getValues('recruit')) form.setValue('recruit', true);
  }, [recruitLocked, form]);

  return { form, rid, hasErrors, textLanguage, setTextLanguage, headline, recruitLocked };
}

/**
 * The headline follows position and pay until edited by hand (spec doc 2 section 4); emptied, or
 * reset, it follows them again.
 */
function useFollowingHeadline(form: OfferFormApi, initial: OfferForm, textLanguage: Language) {
  const [isFollowing, setFollowing] = useState(() => headlineFollows(initial.name, initial, languages));
  const [position, currency, salarytype, salaryfrom, salaryto, hidesalary] = useWatch({
    control: form.control,
    name: [...headlineSources],
  });
  const generated = generatedHeadline(
    { position, currency, salarytype, salaryfrom, salaryto, hidesalary },
    textLanguage,
  );
  useEffect(() => {
    if (isFollowing && form.getValues('name') !== generated)
      form.setValue('name', generated, { shouldValidate: form.formState.isSubmitted });
  }, [generated, isFollowing, form]);

  return {
    generated,
    isFollowing,
    onTyped: (value: string) => setFollowing(value.trim() === ''),
    reset: () => {
      setFollowing(true);
      form.setValue('name', generated, { shouldValidate: form.formState.isSubmitted });
    },
  };
}

export type FollowingHeadline = ReturnType<typeof useFollowingHeadline>;
export type OfferFormState = ReturnType<typeof useOfferForm>;
