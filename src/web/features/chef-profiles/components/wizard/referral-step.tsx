import { itemTextLimit, referralValue } from '@shared/contracts/chef-profiles';
import { z } from 'zod';
import { referralFormValues } from '../../lib/payloads';
import { BoundRichText } from '@web/components/ui/bound-rich-text';
import { itemStepDialog, type ItemBodyProps } from './step-kit';
import { useItemTextForm } from './use-item-step';
import { WizardDialog } from './wizard-dialog';

const referralForm = z.object({ value: referralValue });

/** The wizard's last step, more info (spec doc 1 sections 3 and 5): one referral, a free text. */
export default itemStepDialog<'chefreferral'>(ReferralBody);

function ReferralBody({ t, language, profile, itemId, close }: ItemBodyProps) {
  const { step, form, saves } = useItemTextForm({
    section: 'referrals',
    schema: referralForm,
    valuesOf: referralFormValues,
    required: true,
    fields: ['value.description'],
    context: { t, language, profile, itemId },
  });

  return (
    <WizardDialog
      step="chefreferral"
      title={t(step.currentId ? 'wizard.titles.referral_edit' : 'wizard.titles.referral_add')}
      t={t}
      close={close}
      {...saves.dialog}
    >
      <BoundRichText
        form={form}
        name="value.description"
        label={t('wizard.fields.referral')}
        hint={t('wizard.fields.referral_hint')}
        limit={itemTextLimit}
        textLanguage={step.text.language}
        versions={step.versions}
        switching={step.text.switching}
        onLanguageChange={saves.onLanguageChange}
      />
    </WizardDialog>
  );
}
