import {
  feeDueAfterDays,
  recruitmentFee,
  recruitmentFeePercent,
  recruitmentHireInput,
  type RecruitmentApplicant,
} from '@shared/contracts/admin-recruitment';
import { currencyOptions } from '@shared/reference/currencies';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, autoFocusProps } from '@web/components/ui/dialog';
import { FormInput, FormSelect } from '@web/components/ui/form-field';
import { useToast } from '@web/components/ui/toast';
import { useScreen } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { applyServerIssues } from '@web/lib/form-errors';
import { schemaResolver } from '@web/lib/form-resolver';
import { formatPercent } from '@web/lib/format';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRecordHire, type HireValues } from '../api/recruitment-hires';
import { formatAmount } from '@shared/offers/pay';
import { isoDay } from '../lib/premium-dates';

interface HireForm {
  application: number;
  hiredon: string;
  salary: string;
  currency: string;
}

/**
 * A salary as typed, with a decimal comma read as the point the contract wants ("36000,50"); anything
 * else is left to the schema. A point followed by three digits ("36.000") is a valid 36: the line under
 * the fields says the salary as read, so such a slip shows before it is sent.
 */
const withDecimalPoint = (value: string) => value.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2');

function typedAmount(value: string): number | null {
  const amount = Number(withDecimalPoint(value));
  return value.trim() && Number.isFinite(amount) && amount > 0 ? amount : null;
}

const hireResolver = schemaResolver<HireForm, typeof recruitmentHireInput>(recruitmentHireInput);

/**
 * Records that the chef of an agreed trial was hired: the day (today by default), the first year's
 * salary and its currency (none chosen by default: the fee is invoiced in it). The fee it makes is shown
 * as the salary is typed. Field errors, the schema's or the server's, show under their fields.
 */
export function HireDialog({
  applicant,
  onClose,
}: {
  applicant: Pick<RecruitmentApplicant, 'id' | 'chef'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { language } = useScreen();
  const { showToast } = useToast();
  const hire = useRecordHire();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<HireForm, unknown, HireValues>({
    resolver: (values, context, options) =>
      hireResolver({ ...values, salary: withDecimalPoint(values.salary) }, context, options),
    defaultValues: { application: applicant.id, hiredon: isoDay(new Date()), salary: '', currency: '' },
  });
  const [salary, currency] = useWatch({ control: form.control, name: ['salary', 'currency'] });
  const amount = typedAmount(salary);
  const name = applicant.chef.name;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await hire.mutateAsync(values);
      showToast(t('hire.done', { name }), 'success');
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, form.setError, ['hiredon', 'salary', 'currency']))
        setFormError(errorText(error, tc));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('hire.title', { name })}
      description={t('hire.description', {
        percent: formatPercent(recruitmentFeePercent, language),
        days: feeDueAfterDays,
      })}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? <Alert>{formError}</Alert> : null}
        <FormInput form={form} name="hiredon" type="date" label={t('hire.hiredon')} {...autoFocusProps()} />
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <FormInput
            form={form}
            name="salary"
            inputMode="decimal"
            autoComplete="off"
            label={t('hire.salary')}
            hint={t('hire.salary_hint')}
          />
          <FormSelect
            form={form}
            name="currency"
            label={t('hire.currency')}
            options={[
              { value: '', label: t('hire.choose') },
              ...currencyOptions(language).map((option) => ({
                value: String(option.value),
                label: option.label,
              })),
            ]}
          />
        </div>
        <p className="text-sm text-stone-700" aria-live="polite">
          {amount !== null && currency
            ? t('hire.fee_preview', {
                salary: formatAmount(amount, Number(currency), language),
                fee: formatAmount(recruitmentFee(amount), Number(currency), language),
              })
            : t('hire.fee_unknown', { percent: formatPercent(recruitmentFeePercent, language) })}
        </p>
        <DialogActions className="grid grid-cols-2 gap-2 sm:flex sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={hire.isPending}>
            {t('hire.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
