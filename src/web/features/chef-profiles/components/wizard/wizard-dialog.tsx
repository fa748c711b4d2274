import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { DialogFormBody } from '@web/components/ui/dialog-form';
import { cn } from '@web/lib/cn';
import { useOverlay } from '@web/lib/device';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { chefWizardSteps, type ChefWizardStep } from '../../dialogs';
import { isListStep, nextStep, previousStep, stepNumber } from '../../lib/wizard-steps';

/** What the chef asked for with a save button. */
export type SaveIntent = 'save' | 'continue' | 'more';

export interface WizardDialogProps {
  step: ChefWizardStep;
  title: string;
  /** The `chef` namespace's t. */
  t: TFunction<'chef'>;
  close: () => void;
  /** Validates and saves; true when saved (the form has then reset itself for "more"). */
  onSave: (intent: SaveIntent) => Promise<boolean>;
  saving: boolean;
  /** A failed call's message (spec doc 1 section 8: chef forms show errors inline). */
  formError: string | null;
  /** Deletes the saved item; absent for a new one. */
  onDelete?: () => Promise<boolean>;
  /** The form holds changes not saved yet: leaving the step asks first. */
  dirty?: boolean;
  /** Said after "save and add more" (the form is empty again). */
  notice?: string | null;
  children: ReactNode;
}

/**
 * The chef wizard's frame (spec doc 1 sections 2 and 4): the steps as a top navigation (each opens
 * its dialog, which replaces this one), go back (the previous step), continue later (closes; what was
 * saved stays), and the save buttons: save (closes), save and continue (the next step), save and add
 * more (list steps: the form starts again), delete for a saved item after a confirmation. A
 * full-height sheet on phones; Escape closes.
 */
export function WizardDialog({
  step,
  title,
  t,
  close,
  onSave,
  saving,
  formError,
  onDelete,
  notice,
  dirty = false,
  children,
}: WizardDialogProps) {
  const { openDialog } = useOverlay();
  const next = nextStep(step);
  const previous = previousStep(step);
  const currentRef = useRef<HTMLButtonElement>(null);
  // Where the chef asked to go while the step has unsaved changes (another step, or away).
  const [leaving, setLeaving] = useState<{ go: () => void } | null>(null);
  const leave = (go: () => void) => (dirty ? setLeaving({ go }) : go());
  const stayRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (leaving) stayRef.current?.focus();
  }, [leaving]);
  const navRef = useRef<HTMLElement>(null);

  // On a narrow screen the steps scroll sideways: the current one is brought to the middle once the
  // dialog is laid out.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const nav = navRef.current;
      const current = currentRef.current;
      if (nav && current) nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const save = async (intent: SaveIntent) => {
    if (!(await onSave(intent))) return;
    if (intent === 'save') close();
    else if (intent === 'continue' && next) openDialog(next, {});
  };

  const saveButton = (
    <Button
      variant={next ? 'secondary' : 'primary'}
      loading={saving}
      onClick={() => void save('save')}
      className={cn(!next && !isListStep(step) && 'col-span-2')}
    >
      {t('wizard.save')}
    </Button>
  );
  const saveMoreButton = isListStep(step) ? (
    <Button variant="secondary" loading={saving} onClick={() => void save('more')}>
      {t('wizard.save_more')}
    </Button>
  ) : null;

  const header = (
    <div className="shrink-0 border-b border-stone-200">
      <nav ref={navRef} aria-label={t('wizard.nav_label')} className="relative overflow-x-auto px-3 sm:px-4">
        <ol className="flex gap-1 py-2">
          {chefWizardSteps.map((name) => (
            <li key={name} className="shrink-0">
              <button
                type="button"
                ref={name === step ? currentRef : undefined}
                aria-current={name === step ? 'step' : undefined}
                onClick={() => name !== step && leave(() => openDialog(name, {}))}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap',
                  name === step
                    ? 'bg-brand-600 text-white'
                    : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-6 items-center justify-center rounded-full text-xs',
                    name === step ? 'bg-white text-brand-700' : 'bg-stone-200 text-stone-800',
                  )}
                >
                  {stepNumber(name)}
                </span>
                {t(`wizard.steps.${name}`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex items-center justify-between gap-2 px-3 pb-1 sm:px-4">
        {previous ? (
          <Button variant="ghost" onClick={() => leave(() => openDialog(previous, {}))}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('wizard.go_back')}
          </Button>
        ) : (
          <span />
        )}
        <Button variant="ghost" onClick={() => leave(close)}>
          {t('wizard.continue_later')}
        </Button>
      </div>
      {leaving ? (
        <div
          role="alertdialog"
          aria-label={t('wizard.unsaved_title')}
          className="mx-3 mb-2 flex flex-col gap-2 rounded-lg border border-stone-300 bg-stone-50 p-3 sm:mx-4"
        >
          <p className="text-sm text-stone-900">{t('wizard.unsaved')}</p>
          <div className="flex flex-wrap gap-2">
            <Button ref={stayRef} variant="secondary" onClick={() => setLeaving(null)}>
              {t('wizard.unsaved_stay')}
            </Button>
            <Button variant="ghost" onClick={leaving.go}>
              {t('wizard.unsaved_leave')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={title}
      description={t('wizard.step_of', { number: stepNumber(step), total: chefWizardSteps.length })}
      sheet
      header={header}
    >
      <DialogFormBody
        onSubmit={() => void save(next ? 'continue' : 'save')}
        formError={formError}
        notice={notice}
        onDelete={onDelete}
        deleteTexts={{
          delete: t('wizard.delete'),
          confirm: t('wizard.delete_confirm'),
          yes: t('wizard.delete_yes'),
          cancel: t('wizard.cancel'),
        }}
        onDeleted={close}
        actions={
          // The main action comes last (rightmost on wide screens): continue, or save on the last step.
          next ? (
            <>
              {saveButton}
              {saveMoreButton}
              <Button type="submit" loading={saving} className={cn(saveMoreButton && 'col-span-2')}>
                {t('wizard.save_continue')}
              </Button>
            </>
          ) : (
            <>
              {saveMoreButton}
              {saveButton}
            </>
          )
        }
      >
        {children}
      </DialogFormBody>
    </Dialog>
  );
}
