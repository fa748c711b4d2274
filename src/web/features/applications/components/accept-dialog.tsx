import { stageAcceptInput } from '@shared/contracts/applications';
import type { Language } from '@shared/i18n/languages';
import { applicationTypeOptions } from '@shared/reference/application-types';
import { endsNextDay, quarterHourOptions } from '@shared/reference/dates';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import { FormSelect, FormTextarea } from '@web/components/ui/form-field';
import type { DialogComponentProps } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues, fieldErrorText } from '@web/lib/form-errors';
import { formatDay } from '@web/lib/format';
import { schemaResolver } from '@web/lib/form-resolver';
import { Check } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAcceptStage } from '../api/applicants';

interface AcceptForm {
  id: string;
  start: string;
  end: string;
  type: string;
  description: string;
}

/**
 * The accept dialog of the applicants page (spec doc 2 sections 4 and 5: acceptapplication): the venue
 * picks one of the dates the chef proposed, sets the hours (quarter hours; an end before the start is
 * the next day, said under the end) and what it is for (trial, interview, call) and writes the chef a
 * message (at least 4 characters); stage/accept agrees it and the application moves to accepted.
 */
export default function AcceptDialog({ data, close, complete }: DialogComponentProps<'acceptapplication'>) {
  const { t, i18n } = useTranslation('applications');
  const { t: tc } = useTranslation();
  const language = i18n.language as Language;
  const accept = useAcceptStage();
  const [formError, setFormError] = useState<string | null>(null);
  const open = data.stages.filter((stage) => stage.status === 'Proposed' && stage.proposedby === 'chef');
  const form = useForm<AcceptForm, unknown, z.output<typeof stageAcceptInput>>({
    resolver: schemaResolver<AcceptForm, typeof stageAcceptInput>(stageAcceptInput),
    defaultValues: {
      id: open.length === 1 ? String(open[0]!.id) : '',
      start: '',
      end: '',
      type: '1',
      description: '',
    },
  });
  const { errors } = useFormState({ control: form.control, name: 'id' });
  const [start, end] = useWatch({ control: form.control, name: ['start', 'end'] });
  const lists = useMemo(() => {
    const choose = { value: '', label: t('accept.choose') };
    return {
      hours: [choose, ...quarterHourOptions()],
      types: applicationTypeOptions(language).map((o) => ({ value: String(o.value), label: o.label })),
    };
  }, [t, language]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await accept.mutateAsync(values);
      complete(undefined);
    } catch (error) {
      if (!applyServerIssues(error, form.setError, ['id', 'start', 'end', 'type', 'description']))
        setFormError(errorText(error, tc));
    }
  });

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
            <label
              key={stage.id}
              className="flex min-h-11 items-center gap-3 rounded-xl border border-stone-200 px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input type="radio" value={String(stage.id)} className="size-4" {...form.register('id')} />
              <span className="font-semibold text-stone-900">{formatDay(stage.date, language)}</span>
            </label>
          ))}
          {errors.id ? (
            <p role="alert" className="text-sm font-medium text-danger-600">
              {fieldErrorText(errors.id, tc)}
            </p>
          ) : null}
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <FormSelect form={form} name="start" label={t('accept.start')} options={lists.hours} />
          <FormSelect
            form={form}
            name="end"
            label={t('accept.end')}
            options={lists.hours}
            hint={start && end && endsNextDay(start, end) ? t('accept.next_day', { end }) : undefined}
          />
        </div>
        <FormSelect form={form} name="type" label={t('accept.type')} options={lists.types} />
        <FormTextarea
          form={form}
          name="description"
          label={t('accept.message')}
          hint={t('accept.message_hint')}
          rows={4}
        />
        <DialogActions className="mt-auto grid grid-cols-2 gap-2 lg:flex lg:flex-row lg:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('accept.cancel')}
          </Button>
          <Button type="submit" loading={accept.isPending}>
            <Check aria-hidden="true" className="size-4" />
            {t('accept.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
