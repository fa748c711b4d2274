import {
  guruDescriptionGroups,
  guruGroups,
  guruRequirementGroups,
  type GuruGroup,
  type GuruItems,
} from '@shared/contracts/offer-guru';
import type { Language } from '@shared/i18n/languages';
import {
  guruImportReplacesText,
  hasGuruChoice,
  importGuruTemplate,
  type GuruTexts,
} from '@shared/offers/guru-import';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import { DialogLoading } from '@web/components/ui/dialog-form';
import { cn } from '@web/lib/cn';
import type { DialogComponentProps } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { usePageNamespace } from '@web/lib/i18n';
import { useSessionUser } from '@web/lib/session';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useGuruItems } from '../../api/guru';

type Selection = Record<GuruGroup, string[]>;

const emptySelection = (): Selection =>
  Object.fromEntries(guruGroups.map((group) => [group, []])) as unknown as Selection;

/**
 * The Guru (spec doc 2 sections 3, 4 and 5; jobofferguru): ready-made sentences in ten groups; the
 * manager ticks sentences in as many groups as fit the job (one overall at least, docs/decisions/040-guru-any-groups.md),
 * and Import hands the texts written back to the job offer form that opened it, asking first when that
 * replaces words the form holds (`data.filled`). The sentences come in the language of the offer texts
 * being written (`data.language`, D7).
 */
export default function GuruDialog({ data, close, complete }: DialogComponentProps<'jobofferguru'>) {
  const { t, ready, i18n } = usePageNamespace('guru');
  const { user, isPending } = useSessionUser();
  const items = useGuruItems(data.language ?? (i18n.language as Language));

  // Logged out in the meantime (another tab), or not a restaurant: no offer to write.
  useEffect(() => {
    if (!isPending && user?.type !== 'restaurant') close();
  }, [user, isPending, close]);

  if (ready && items.data)
    return (
      <GuruForm
        t={t}
        language={i18n.language}
        textLanguage={data.language ?? (i18n.language as Language)}
        items={items.data}
        filled={data.filled ?? { description: false, requirements: false }}
        close={close}
        onImport={(texts) => complete(texts)}
      />
    );
  return (
    <DialogLoading
      close={close}
      failed={items.isError && !items.isFetching}
      onRetry={() => void items.refetch()}
      texts={
        ready
          ? {
              title: t('title'),
              loading: t('loading'),
              error: items.error ? errorText(items.error, t) : t('load_error'),
              retry: t('retry'),
            }
          : null
      }
    />
  );
}

function GuruForm({
  t,
  language,
  textLanguage,
  items,
  filled,
  close,
  onImport,
}: {
  t: TFunction<'guru'>;
  language: string;
  /** The language of the sentences (the offer texts'), said when it is not the interface language. */
  textLanguage: Language;
  items: GuruItems;
  filled: { description: boolean; requirements: boolean };
  close: () => void;
  onImport: (texts: GuruTexts) => void;
}) {
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [showError, setShowError] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const chosenAny = hasGuruChoice(selection, items);

  const toggle = (group: GuruGroup, id: string, checked: boolean) =>
    setSelection((current) => ({
      ...current,
      [group]: checked ? [...current[group], id] : current[group].filter((chosen) => chosen !== id),
    }));

  const submit = () => {
    if (!chosenAny) {
      // One sentence overall is needed; the first sentence takes the focus.
      setShowError(true);
      setConfirming(false);
      formRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
      return;
    }
    const texts = importGuruTemplate(selection, items);
    // Importing into empty texts replaces nothing: no question then.
    if (guruImportReplacesText(texts, filled)) setConfirming(true);
    else onImport(texts);
  };

  const part = (title: string, groups: readonly GuruGroup[]) => (
    <section className="flex flex-col gap-4">
      <h3 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{title}</h3>
      {groups.map((group) => (
        <GuruGroupField
          key={group}
          t={t}
          group={group}
          items={items[group]}
          chosen={selection[group]}
          invalid={showError && !chosenAny}
          onToggle={(id, checked) => toggle(group, id, checked)}
        />
      ))}
    </section>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={t('title')} description={t('intro')} sheet>
      <form
        ref={formRef}
        noValidate
        className="flex min-h-full flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {textLanguage === language ? null : (
          <p className="-mt-2 text-sm font-medium text-stone-700">
            {t('in_language', {
              language: new Intl.DisplayNames(language, { type: 'language' }).of(textLanguage),
            })}
          </p>
        )}
        {showError && !chosenAny ? <Alert>{t('summary')}</Alert> : null}
        {part(t('part_description'), guruDescriptionGroups)}
        {part(t('part_requirements'), guruRequirementGroups)}
        <DialogActions className="mt-auto">
          {confirming ? (
            <ImportConfirm
              t={t}
              onConfirm={() => onImport(importGuruTemplate(selection, items))}
              onBack={() => setConfirming(false)}
            />
          ) : (
            <div className="grid grid-cols-2 gap-2 lg:flex lg:flex-row lg:justify-end">
              <Button variant="secondary" onClick={close}>
                {t('cancel')}
              </Button>
              <Button type="submit">{t('import')}</Button>
            </div>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** One template group: its title, a hint, and its sentences as checkboxes (several may be ticked). */
function GuruGroupField({
  t,
  group,
  items,
  chosen,
  invalid,
  onToggle,
}: {
  t: TFunction<'guru'>;
  group: GuruGroup;
  items: GuruItems[GuruGroup];
  chosen: string[];
  /** Import was pressed with nothing ticked in any group. */
  invalid: boolean;
  onToggle: (id: string, checked: boolean) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <fieldset
      aria-describedby={hintId}
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-stone-200 p-3 sm:p-4"
    >
      <legend className="sr-only">{t(`groups.${group}.label`)}</legend>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1" aria-hidden="true">
        <span className="text-base font-semibold text-stone-900">{t(`groups.${group}.label`)}</span>
        {chosen.length > 0 ? (
          <span className="text-sm font-medium text-brand-700">{t('chosen', { count: chosen.length })}</span>
        ) : null}
      </div>
      <p id={hintId} className="-mt-1 text-sm text-stone-600">
        {t(`groups.${group}.hint`)}
      </p>
      <ul className="flex flex-col gap-2">
        {items.map((item) => {
          const checked = chosen.includes(item.id);
          return (
            <li key={item.id}>
              <label
                className={cn(
                  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm leading-relaxed text-stone-800',
                  checked ? 'border-brand-500 bg-brand-50' : 'border-stone-200 hover:bg-stone-50',
                )}
              >
                <input
                  type="checkbox"
                  value={item.id}
                  checked={checked}
                  aria-invalid={invalid ? true : undefined}
                  onChange={(event) => onToggle(item.id, event.target.checked)}
                  className="mt-0.5 size-5 shrink-0 rounded border-stone-400 accent-brand-600"
                />
                <span>{item.text}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Import asks first (spec doc 2 sections 4 and 8, "import template") when it replaces written texts. */
function ImportConfirm({
  t,
  onConfirm,
  onBack,
}: {
  t: TFunction<'guru'>;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="flex flex-col gap-3"
    >
      <p id={`${id}-title`} className="font-semibold text-stone-900">
        {t('confirm_title')}
      </p>
      <p id={`${id}-text`} className="text-sm text-stone-700">
        {t('confirm')}
      </p>
      <div className="grid grid-cols-2 gap-2 lg:flex lg:flex-row lg:justify-end">
        <Button variant="secondary" onClick={onBack}>
          {t('confirm_back')}
        </Button>
        <Button ref={confirmRef} onClick={onConfirm}>
          {t('confirm_yes')}
        </Button>
      </div>
    </div>
  );
}
