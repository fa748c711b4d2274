import type { Language } from '@shared/i18n/languages';
import { Button } from '@web/components/ui/button';
import { FormInput } from '@web/components/ui/form-field';
import type { FollowingHeadline, OfferSectionProps } from './use-offer-form';

/**
 * The headline, in the texts' language: says whether it still writes itself, and offers to write it
 * again once edited by hand.
 */
export function HeadlineField({
  t,
  form,
  headline,
  textLanguage,
}: OfferSectionProps & { headline: FollowingHeadline; textLanguage: Language }) {
  return (
    <div className="flex flex-col gap-1">
      <FormInput
        form={form}
        name="name"
        label={t('form.headline')}
        lang={textLanguage}
        hint={headline.isFollowing ? t('form.headline_auto') : t('form.headline_manual')}
        registerOptions={{
          onChange: (event: { target: { value: string } }) => headline.onTyped(event.target.value),
        }}
      />
      {!headline.isFollowing && headline.generated ? (
        <Button variant="link" className="self-start" onClick={headline.reset}>
          {t('form.headline_reset')}
        </Button>
      ) : null}
    </div>
  );
}
