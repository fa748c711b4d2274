import { Alert } from '@web/components/ui/alert';
import { Input } from '@web/components/ui/input';
import { isApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localToday } from '../lib/month';

export interface StagePeriod {
  date: string;
  ends: string;
}

/** Whether a period may be sent (spec doc 2 section 5): both days set, none before today, start before end. */
export function isSendablePeriod(period: StagePeriod, today: string): boolean {
  return Boolean(period.date && period.ends) && period.date >= today && period.date < period.ends;
}

/**
 * The two calendars of a stage period (spec doc 2 section 2): the first and the last day, nothing
 * before today, the last day not before the first; the server's field errors under each, any other
 * error above them.
 */
export function StagePeriodFields({ form }: { form: ReturnType<typeof useStagePeriodForm> }) {
  const { t } = useTranslation('applications');
  const { period: value, setPeriod: onChange, today, errors } = form;
  const ordered = !value.date || !value.ends || value.date < value.ends;
  return (
    <>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          type="date"
          name="date"
          label={t('stage.start')}
          min={today}
          required
          value={value.date}
          error={errors.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
        />
        <Input
          type="date"
          name="ends"
          label={t('stage.end')}
          min={value.date || today}
          required
          value={value.ends}
          error={errors.ends ?? (ordered ? undefined : t('stage.order_hint'))}
          onChange={(event) => onChange({ ...value, ends: event.target.value })}
        />
      </div>
    </>
  );
}

/**
 * A period being chosen and sent: its days, whether it may be sent, and the server's answer, its field
 * errors under the calendars and any other error above them.
 */
export function useStagePeriodForm() {
  const { t: tc } = useTranslation();
  const [today] = useState(localToday);
  const [period, setPeriod] = useState<StagePeriod>({ date: '', ends: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof StagePeriod, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    today,
    period,
    setPeriod,
    errors,
    formError,
    sendable: isSendablePeriod(period, today),
    /** The form's submit handler: sends a sendable period, the last answer's errors cleared. */
    onSubmit: (send: (period: StagePeriod) => void) => (event: FormEvent) => {
      event.preventDefault();
      if (!isSendablePeriod(period, today)) return;
      setErrors({});
      setFormError(null);
      send(period);
    },
    failed: (error: unknown) => {
      const fields = isApiError(error)
        ? Object.fromEntries(error.issues.map((issue) => [issue.field, issue.message]))
        : {};
      setErrors(fields);
      if (!fields.date && !fields.ends) setFormError(errorText(error, tc));
    },
  };
}
