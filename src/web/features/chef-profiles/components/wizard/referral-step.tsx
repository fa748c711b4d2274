import { itemTextLimit, referralValue } from '@shared/contracts/chef-profiles';
import { schemaResolver } from '@web/lib/form-resolver';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { referralFormValues, type ReferralForm } from '../../lib/payloads';
import { withRichTextRule } from '@web/lib/rich-text-resolver';
import { BoundRichText } from '@web/components/ui/bound-rich-text';
import { itemStepDialog, type ItemBodyProps } from './step-kit';
import { useItemSaves, useItemStep } from './use-item-step';
import { WizardDialog } from './wizard-dialog';

const referralForm = z.object({ value: referralValue });

/** The wizard's last step, more info (spec doc 1 sections 3 and 5): one referral, a free text. */
export default itemStepDialog<'chefreferral'>(ReferralBody);

function ReferralBody({ t, language, profile, itemId, close }: ItemBodyProps) {
  const step = useItemStep({ section: 'referrals', profile, itemId, t, language });
  const form = useForm<ReferralForm, unknown, z.output<typeof referralForm>>({
    resolver: withRichTextRule(
      schemaResolver<ReferralForm, typeof referralForm>(referralForm),
      'value.description',
      { limit: itemTextLimit, required: true },
    ),
    defaultValues: referralFormValues(
      profile.referrals.find((item) => item.id === itemId),
      step.text.language,
    ),
  });
  const saves = useItemSaves({
    form,
    step,
    fields: ['value.description'],
    empty: () => referralFormValues(undefined, language),
    hasText: true,
    t,
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
