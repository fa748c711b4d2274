import { itemTextLimit, type ChefProfileView } from '@shared/contracts/chef-profiles';
import type { Language } from '@shared/i18n/languages';
import type { TFunction } from 'i18next';
import { applyServerIssues } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { saveChefItem } from '../../api/save-chef-profile';
import { deletePayload, itemIds, itemPayload, type ItemSection } from '../../lib/payloads';
import { initialTextLanguage, type Versions } from '@web/lib/text-language';
import { withRichTextRule } from '@web/lib/rich-text-resolver';
import { useTextLanguage } from '@web/lib/use-text-language';
import { newItemId } from '../../lib/wizard-steps';
import { useStepSave, type ItemBodyProps } from './step-kit';
import type { SaveIntent } from './wizard-dialog';

type Item = { id: number; order: number; value?: { translations: Versions; language: Language | null } };

/**
 * A list step's item (experience, education, language, referral): the one being edited (`itemId`; 0
 * or none adds one), its text's language, and its saves. The first save of a new item creates it;
 * the id the server gave it is then found in the profile read again, so later saves (another
 * language, save again) change that item rather than add another.
 */
export function useItemStep({
  section,
  profile,
  itemId,
  t,
  language,
}: {
  section: ItemSection;
  profile: ChefProfileView;
  itemId: number | undefined;
  t: TFunction<'chef'>;
  language: Language;
}) {
  const [currentId, setCurrentId] = useState(itemId ?? 0);
  const items = profile[section] as Item[];
  const item = currentId ? items.find((candidate) => candidate.id === currentId) : undefined;
  const versions: Versions = item?.value?.translations ?? {};
  const text = useTextLanguage(
    initialTextLanguage(versions, language, item?.value?.language ?? null),
    versions,
  );
  const { run, saving, formError, setFormError } = useStepSave(t, language);

  /** Saves the item's value (with its text in `textLanguage`); the profile as now, or false. */
  const save = async (value: object, onIssues: (error: unknown) => boolean, textLanguage?: Language) => {
    const before = itemIds(profile, section);
    const fresh = await run(
      () => saveChefItem(section, itemPayload(currentId, item?.order ?? 0, value, textLanguage)),
      onIssues,
    );
    if (fresh && currentId === 0) setCurrentId(newItemId(before, itemIds(fresh, section)) ?? 0);
    return fresh;
  };

  /** The versions of the item's text once saved, from the profile read again. */
  const versionsIn = (fresh: ChefProfileView | null, id: number): Versions => {
    const found = (fresh?.[section] as Item[] | undefined)?.find((candidate) => candidate.id === id);
    return found?.value?.translations ?? {};
  };

  const remove = async () =>
    Boolean(
      currentId &&
      (await run(
        () => saveChefItem(section, deletePayload(currentId)),
        () => false,
      )) !== false,
    );

  /** After "save and add more": a new item, in the interface language. */
  const startNew = () => {
    setCurrentId(0);
    text.reset(language);
  };

  return {
    currentId,
    item,
    versions,
    text,
    saving,
    formError,
    setFormError,
    save,
    versionsIn,
    remove,
    startNew,
    /** The id a new item got (read after `save`). */
    idAfter: (fresh: ChefProfileView | null) =>
      currentId || newItemId(itemIds(profile, section), itemIds(fresh ?? undefined, section)) || 0,
  };
}

type ItemStep = ReturnType<typeof useItemStep>;

/**
 * The saves of a list step's form: save (with its text in the language shown), save and add more
 * (the form starts again, empty, with a notice), and switching the text's language (saved first).
 */
export function useItemSaves<F extends FieldValues, O extends { value: object }>({
  form,
  step,
  fields,
  empty,
  hasText,
  t,
}: {
  form: UseFormReturn<F, unknown, O>;
  step: ItemStep;
  /** The form's fields, which the server's issues are matched to. */
  fields: readonly Path<F>[];
  /** A new item's values. */
  empty: () => F;
  hasText: boolean;
  t: TFunction<'chef'>;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const description = 'value.description' as Path<F>;
  const onIssues = (error: unknown) => applyServerIssues(error, form.setError, fields);

  const saveUnder = (textLanguage: Language | undefined) =>
    new Promise<ChefProfileView | null | false>((resolve) => {
      void form.handleSubmit(
        async (values) => resolve(await step.save(values.value, onIssues, textLanguage)),
        () => resolve(false),
      )();
    });

  const onSave = async (intent: SaveIntent) => {
    setNotice(null);
    const fresh = await saveUnder(hasText ? step.text.language : undefined);
    if (fresh === false) return false;
    if (intent === 'more') {
      step.startNew();
      form.reset(empty());
      setNotice(t('wizard.saved_add_more'));
    } else if (hasText) {
      step.text.saved(String(form.getValues(description) ?? ''));
    }
    return true;
  };

  const onLanguageChange = (target: Language) =>
    void step.text.switchTo(
      target,
      String(form.getValues(description) ?? ''),
      (html) => form.setValue(description, html as PathValue<F, Path<F>>),
      async (textLanguage) => {
        const fresh = await saveUnder(textLanguage);
        return fresh === false ? null : step.versionsIn(fresh, step.idAfter(fresh));
      },
    );

  return {
    onLanguageChange,
    /** The WizardDialog props of a list step: its saves, their state, and delete for a saved item. */
    dialog: {
      onSave,
      notice,
      saving: step.saving && !step.text.switching,
      formError: step.formError,
      onDelete: step.currentId ? step.remove : undefined,
      dirty: form.formState.isDirty,
    },
  };
}

/**
 * A list step with a free text (experience, education, referral): its item, its form on the shared
 * schema plus the text's rules (D7 limit; required for referrals), and its saves.
 */
export function useItemTextForm<
  F extends FieldValues & { value: { description: string } },
  S extends z.ZodType,
  I extends { id: number },
>({
  section,
  schema,
  valuesOf,
  required,
  fields,
  context: { t, language, profile, itemId },
}: {
  section: 'experience' | 'education' | 'referrals';
  schema: S;
  /** The form's values for an item (none: a new one), with its text in `textLanguage`. */
  valuesOf: (item: I | undefined, textLanguage: Language) => F;
  required: boolean;
  fields: readonly Path<F>[];
  context: Pick<ItemBodyProps, 't' | 'language' | 'profile' | 'itemId'>;
}) {
  const step = useItemStep({ section, profile, itemId, t, language });
  const items = profile[section] as unknown as I[];
  const form = useForm<F, unknown, z.output<S> & { value: object }>({
    resolver: withRichTextRule(schemaResolver<F, S>(schema), 'value.description' as Path<F>, {
      limit: itemTextLimit,
      required,
    }) as Resolver<F, unknown, z.output<S> & { value: object }>,
    defaultValues: valuesOf(
      items.find((item) => item.id === itemId),
      step.text.language,
    ) as DefaultValues<F>,
  });
  const saves = useItemSaves({
    form,
    step,
    fields,
    empty: () => valuesOf(undefined, language),
    hasText: true,
    t,
  });
  return { step, form, saves };
}
