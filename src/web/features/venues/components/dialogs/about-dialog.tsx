import { aboutTextLimit } from '@shared/contracts/chef-profiles';
import { aboutRestaurantInput, emailMessageLimit } from '@shared/contracts/venues';
import type { Language } from '@shared/i18n/languages';
import { searchableCountryOptions, searchableVisaOptions } from '@shared/reference/country-aliases';
import { cuisineOptions } from '@shared/reference/cuisines';
import { ratingTypeOptions } from '@shared/reference/ratings';
import { spokenLanguageOptions } from '@shared/reference/spoken-languages';
import { paths } from '@shared/paths';
import { BoundRichText } from '@web/components/ui/bound-rich-text';
import { autoFocusProps } from '@web/components/ui/dialog';
import { inputKinds } from '@web/components/ui/input';
import { FormInput, FormSelect, FormTextarea } from '@web/components/ui/form-field';
import { LocationField, MultiSelectField } from '@web/components/ui/form-pickers';
import { MultiSelect } from '@web/components/ui/multi-select';
import { useOverlay, type DialogComponentProps } from '@web/lib/device';
import { useSessionUser } from '@web/lib/session';
import { applyServerIssues } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { withRichTextRule } from '@web/lib/rich-text-resolver';
import { initialTextLanguage } from '@web/lib/text-language';
import { useMemo, useState } from 'react';
import { useController, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { readVenue, saveVenueAbout } from '../../api/save-venue';
import {
  aboutFormValues,
  aboutPayload,
  aboutTexts,
  aboutVersions,
  clampRating,
  ratingChoices,
  type AboutForm,
} from '../../lib/dialog-payloads';
import { useVenueSave, VenueFormDialog, VenueGate, type VenueContext } from './venue-dialog-kit';

type AboutOutput = z.output<typeof aboutRestaurantInput>;

const aboutFields = [
  'name',
  'location',
  'url',
  'cuisine',
  'worklanguage',
  'nationalities',
  'visas',
  'ratingtype',
  'rating',
  'description',
  'stageinfo',
  'emailmessage',
  'contactemail',
] as const;
const textFields = ['description', 'stageinfo', 'emailmessage'] as const;

/**
 * The restaurant about form (spec doc 2 sections 3 and 5; profile/aboutrestaurant): who the venue is,
 * its audience (decisions D9), rating, texts per language (D7) and the manager's e-mail. `rid` 0 adds
 * a venue: it is then in review until approved (D6), and the manager goes to the restaurant home.
 */
export default function RestaurantAboutDialog({ data, close }: DialogComponentProps<'restaurantabout'>) {
  return (
    <VenueGate rid={data.rid} close={close}>
      {(context) => <AboutBody {...context} rid={data.rid} close={close} />}
    </VenueGate>
  );
}

function AboutBody({ t, language, venue, rid, close }: VenueContext & { rid: number; close: () => void }) {
  const { openDialog } = useOverlay();
  const navigate = useNavigate();
  const { user: sessionUser } = useSessionUser();
  const { run, saving, formError } = useVenueSave(t);
  const [versions, setVersions] = useState(() => aboutVersions(venue));
  const [textLanguage, setTextLanguage] = useState<Language>(() =>
    initialTextLanguage(versions, language, venue?.language ?? null),
  );
  const [switching, setSwitching] = useState(false);
  const form = useForm<AboutForm, unknown, AboutOutput>({
    resolver: withRichTextRule(
      withRichTextRule(
        schemaResolver<AboutForm, typeof aboutRestaurantInput>(aboutRestaurantInput),
        'description',
        { limit: aboutTextLimit, required: true, min: 4 },
      ),
      'stageinfo',
      { limit: aboutTextLimit, required: false },
    ),
    defaultValues: aboutFormValues(venue, textLanguage),
  });
  const lists = useMemo(
    () => ({
      cuisines: cuisineOptions(language),
      countries: searchableCountryOptions(language),
      visas: searchableVisaOptions(language),
      spoken: spokenLanguageOptions(language).map((o) => ({ value: o.value, label: o.label })),
      ratingTypes: ratingTypeOptions(language).map((o) => ({ value: o.value, label: o.label })),
    }),
    [language],
  );

  /** Validates and saves the form with its texts in `under`; the account's venues after it, or false. */
  const saveUnder = (under: Language) =>
    new Promise<number[] | false>((resolve) => {
      void form.handleSubmit(
        async (values) => {
          const user = await run(
            () => saveVenueAbout(aboutPayload(rid, values, under)),
            (error) => applyServerIssues(error, form.setError, aboutFields),
          );
          resolve(user === false ? false : user.profiles.map((venue) => venue.id));
        },
        () => resolve(false),
      )();
    });

  const onSave = async () => {
    const before = new Set(sessionUser?.profiles.map((venue) => venue.id));
    const venues = await saveUnder(textLanguage);
    if (venues === false) return false;
    if (rid > 0) return true;
    // A new venue waits for the team's approval (D6); the manager is told so on the new venue's page.
    const added = venues.find((id) => !before.has(id));
    void navigate(paths.restaurantHome(language, added));
    openDialog('success', { title: t('dialogs.about.created_title'), message: t('dialogs.about.created') });
    return false;
  };

  // Changing the texts' language saves them first when changed (spec doc 2 section 4), then shows
  // the other language's versions. A new venue keeps what was typed: it will be saved in that language.
  const onLanguageChange = async (target: Language) => {
    if (target === textLanguage) return;
    const changed = textFields.some((name) => form.getFieldState(name).isDirty);
    if (rid === 0) {
      setTextLanguage(target);
      return;
    }
    let current = venue;
    if (changed) {
      setSwitching(true);
      const saved = await saveUnder(textLanguage);
      current = saved ? await readVenue(rid).catch(() => undefined) : undefined;
      setSwitching(false);
      if (!saved || !current) return;
      setVersions(aboutVersions(current));
    }
    setTextLanguage(target);
    const texts = aboutTexts(current, target);
    for (const name of textFields) form.resetField(name, { defaultValue: texts[name] });
  };

  const richProps = {
    form,
    limit: aboutTextLimit,
    textLanguage,
    versions,
    switching,
    onLanguageChange: (target: Language) => void onLanguageChange(target),
  };

  return (
    <VenueFormDialog
      t={t}
      title={t(rid ? 'dialogs.about.title_edit' : 'dialogs.about.title_add')}
      description={rid ? undefined : t('dialogs.about.add_intro')}
      close={close}
      onSave={onSave}
      saving={saving && !switching}
      formError={formError}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FormInput
          form={form}
          name="name"
          label={t('dialogs.about.name')}
          autoComplete="organization"
          {...autoFocusProps()}
        />
        <FormInput
          form={form}
          name="url"
          {...inputKinds.url}
          label={t('dialogs.about.url')}
          hint={t('dialogs.about.url_hint')}
        />
      </div>
      <LocationField form={form} name="location" label={t('dialogs.about.location')} />
      <MultiSelectField
        form={form}
        name="cuisine"
        label={t('dialogs.about.cuisine')}
        options={lists.cuisines}
      />
      <RatingFields form={form} ratingTypes={lists.ratingTypes} />
      <fieldset className="flex flex-col gap-4 rounded-xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-stone-800">{t('dialogs.about.audience')}</legend>
        <p className="-mt-2 text-sm text-stone-600">{t('dialogs.about.audience_hint')}</p>
        <WorkLanguageField form={form} options={lists.spoken} />
        <MultiSelectField
          form={form}
          name="nationalities"
          label={t('dialogs.about.nationalities')}
          options={lists.countries}
        />
        <MultiSelectField form={form} name="visas" label={t('dialogs.about.visas')} options={lists.visas} />
      </fieldset>
      <BoundRichText {...richProps} name="description" label={t('dialogs.about.description')} />
      <BoundRichText
        {...richProps}
        name="stageinfo"
        label={t('dialogs.about.stageinfo')}
        hint={t('dialogs.about.stageinfo_hint')}
      />
      <FormTextarea
        form={form}
        name="emailmessage"
        rows={5}
        maxLength={emailMessageLimit}
        lang={textLanguage}
        label={t('dialogs.about.emailmessage')}
        hint={t('dialogs.about.emailmessage_hint')}
      />
      <FormInput
        form={form}
        name="contactemail"
        {...inputKinds.email}
        label={t('dialogs.about.contactemail')}
        hint={t('dialogs.about.contactemail_hint')}
      />
    </VenueFormDialog>
  );
}

/** The rating type and the rating, whose choices stop at the type's maximum; another type clamps it. */
function RatingFields({
  form,
  ratingTypes,
}: {
  form: UseFormReturn<AboutForm, unknown, AboutOutput>;
  ratingTypes: { value: string; label: string }[];
}) {
  const { t } = useTranslation('venue');
  const ratingType = useWatch({ control: form.control, name: 'ratingtype' });
  const ratings = ratingChoices(ratingType).map((value) => ({
    value: String(value),
    label: value === 0 ? t('dialogs.about.rating_none') : String(value),
  }));
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormSelect
        form={form}
        name="ratingtype"
        label={t('dialogs.about.ratingtype')}
        options={ratingTypes}
        registerOptions={{
          onChange: (event: { target: { value: string } }) =>
            form.setValue('rating', clampRating(event.target.value, form.getValues('rating'))),
        }}
      />
      {ratings.length > 1 ? (
        <FormSelect form={form} name="rating" label={t('dialogs.about.rating')} options={ratings} />
      ) : null}
    </div>
  );
}

/** The working language (decisions D9): one spoken language, searched by typing; empty means anyone. */
function WorkLanguageField({
  form,
  options,
}: {
  form: UseFormReturn<AboutForm, unknown, AboutOutput>;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation('venue');
  const common = useTranslation('common');
  const { field, fieldState } = useController({ control: form.control, name: 'worklanguage' });
  return (
    <MultiSelect
      label={t('dialogs.about.worklanguage')}
      hint={t('dialogs.about.worklanguage_hint')}
      options={options}
      value={field.value ? [field.value] : []}
      // One language: choosing another replaces it.
      onChange={(list) => field.onChange(list.find((code) => code !== field.value) ?? '')}
      onBlur={field.onBlur}
      error={fieldState.error ? t(`validation:${fieldState.error.message ?? 'invalid_value'}`) : undefined}
      texts={{
        remove: (item) => common.t('multi_select.remove', { name: item }),
        none: common.t('multi_select.none'),
        found: (count) => common.t('multi_select.found', { count }),
      }}
    />
  );
}
