import { FormCheckbox } from '@web/components/ui/form-field';
import type { OfferSectionProps } from './use-offer-form';

/** Whether Brigade's recruiters handle the applicants; held on, and saying why, unless premium (D5). */
export function RecruitField({ t, form, isLocked }: OfferSectionProps & { isLocked: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <FormCheckbox form={form} name="recruit" label={t('form.recruit')} disabled={isLocked} />
      <p className="text-sm text-stone-600">{isLocked ? t('form.recruit_locked') : t('form.recruit_hint')}</p>
    </div>
  );
}
