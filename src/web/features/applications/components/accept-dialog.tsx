import {
  stageAcceptInput,
  stageRescheduleInput,
  type StageAcceptInput,
  type StageRescheduleInput,
} from '@shared/contracts/applications';
import type { Language } from '@shared/i18n/languages';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import { FormInput } from '@web/components/ui/form-field';
import type { DialogComponentProps } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues, fieldErrorText } from '@web/lib/form-errors';
import { formatDay } from '@web/lib/format';
import { schemaResolver } from '@web/lib/form-resolver';
import { CalendarClock, Check } from 'lucide-react';
import { useState } from 'react';
import { useForm, useFormState, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAcceptStage, useProposeDate } from '../api/stages';
import { localToday } from '../lib/month';
import { StageTermsFields, type StageTermsForm } from './stage-terms-fields';

interface AcceptForm extends StageTermsForm {
  /** A date the chef proposed, or `new` for another date. */
  id: string;
  replacedate: string;
}

/** What the dialog sends: an agreed date (stage/accept) or another one (stage/reschedule). */
type Answer = { move: 'accept'; input: StageAcceptInput } | { move: 'propose'; input: StageRescheduleInput };

const acceptResolver = schemaResolver<AcceptForm, typeof stageAcceptInput>(stageAcceptInput);
const proposeResolver = schemaResolver<AcceptForm, typeof stageRescheduleInput>(stageRescheduleInput);

/**
 * The accept dialog of the applicants page (spec doc 2 sections 4 and 5: acceptapplication): the venue
 * picks one of the dates the chef proposed, or another date ("new date"), sets the hours (quarter hours;
 * an end before the start is the next day, said under the end) and what it is for (trial, interview,
 * call) and writes the chef a message (at least 4 characters), which starts from the venue's default
 * message (D4). stage/accept agrees a chef's date and the application is accepted; stage/reschedule
 * proposes the new one and waits for the chef. The back office's recruitment service opens it with its
 * own calls (`data.calls`), which take the same inputs.
 */
export default function AcceptDialog({ data, close, complete }: DialogComponentProps<'acceptapplication'>) {
  const { t, i18n } = useTranslation('applications');
  const { t: tc } = useTranslation();
  const language = i18n.language as Language;
  const accept = useAcceptStage(data.calls);
  const propose = useProposeDate(data.calls);
  const [formError, setFormError] = useState<string | null>(null);
  const [today] = useState(localToday);
  const open = data.stages.filter((stage) => stage.status === 'Proposed' && stage.proposedby === 'chef');
  // The new date replaces the chef's dates: the first of them names the one replaced (any would do).
  const replaceId = open[0]?.id ?? 0;
  // The choice decides the schema: the accept call's, or the new date's (which replaces `replaceId`).
  const resolver: Resolver<AcceptForm, unknown, Answer> = async (
    values,
    context,
    options,
  ): Promise<ResolverResult<AcceptForm, Answer>> => {
    if (values.id === 'new') {
      const input = { ...values, id: String(replaceId), applicationid: String(data.applicationId) };
      const result = await proposeResolver(input, context, options);
      if (Object.keys(result.errors).length) return { values: {}, errors: result.errors };
      return { values: { move: 'propose', input: result.values as StageRescheduleInput }, errors: {} };
    }
    const result = await acceptResolver(values, context, options);
    if (Object.keys(result.errors).length) return { values: {}, errors: result.errors };
    return { values: { move: 'accept', input: result.values as StageAcceptInput }, errors: {} };
  };
  const form = useForm<AcceptForm, unknown, Answer>({
    resolver,
    defaultValues: {
      id: open.length === 1 ? String(open[0]!.id) : '',
      replacedate: '',
      start: '',
      end: '',
      type: '1',
      description: data.message ?? '',
    },
  });
  const { errors } = useFormState({ control: form.control, name: 'id' });
  const choice = useWatch({ control: form.control, name: 'id' });
  const pending = accept.isPending || propose.isPending;

  const submit = form.handleSubmit(async (answer) => {
    setFormError(null);
    try {
      if (answer.move === 'accept') await accept.mutateAsync(answer.input);
      else await propose.mutateAsync(answer.input);
      complete(undefined);
    } catch (error) {
      const fields = ['id', 'replacedate', 'start', 'end', 'type', 'description'] as const;
      if (!applyServerIssues(error, form.setError, [...fields])) setFormError(errorText(error, tc));
    }
  });

  const optionClasses =
    'flex min-h-11 items-center gap-3 rounded-xl border border-stone-200 px-3 has-checked:border-brand-600 has-checked:bg-brand-50';
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('accept.title', { name: data.chefName })}
      description={t('accept.intro')}
      sheet
    >
      <form
        noValidate
        className="flex min-h-full flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {formError ? <Alert>{formError}</Alert> : null}
        <fieldset className="flex flex-col gap-2" aria-invalid={errors.id ? true : undefined}>
          <legend className="mb-1 text-base font-semibold text-stone-900">{t('accept.date')}</legend>
          {open.map((stage) => (
            <label key={stage.id} className={optionClasses}>
              <input type="radio" value={String(stage.id)} className="size-4" {...form.register('id')} />
              <span className="font-semibold text-stone-900">{formatDay(stage.date, language)}</span>
            </label>
          ))}
          <label className={optionClasses}>
            <input type="radio" value="new" className="size-4" {...form.register('id')} />
            <span className="font-semibold text-stone-900">{t('accept.new_date')}</span>
          </label>
          {errors.id ? (
            <p role="alert" className="text-sm font-medium text-danger-600">
              {fieldErrorText(errors.id, tc)}
            </p>
          ) : null}
        </fieldset>
        {choice === 'new' ? (
          <FormInput form={form} name="replacedate" type="date" min={today} label={t('propose.date')} />
        ) : null}
        <StageTermsFields
          form={form}
          messageLabel={t('accept.message')}
          messageHint={t('accept.message_hint')}
        />
        <DialogActions className="mt-auto grid grid-cols-2 gap-2 lg:flex lg:flex-row lg:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('accept.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {choice === 'new' ? (
              <CalendarClock aria-hidden="true" className="size-4" />
            ) : (
              <Check aria-hidden="true" className="size-4" />
            )}
            {choice === 'new' ? t('propose.send') : t('accept.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
