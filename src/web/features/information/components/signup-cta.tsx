import type { AccountType } from '@shared/contracts/accounts';
import { Button, buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { cn } from '@web/lib/cn';
import { useDevice } from '@web/lib/device';
import { useSessionUser } from '@web/lib/session';
import { ArrowRight, ChefHat, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The sign-up call to action of the services pages: visitors open sign-up with the page's profile type
 * chosen (and may log in instead); logged-in users get a link to their own area. Texts: `services`.
 */
export function SignupCta({ type, className }: { type: AccountType; className?: string }) {
  const { t } = useTranslation('services');
  const { language, openDialog } = useDevice();
  const { user, isPending } = useSessionUser();
  if (isPending) return <div className={cn('min-h-12', className)} />;

  if (user) {
    return (
      <div className={className}>
        <Link to={paths.profileHome(language, user.type)} className={buttonClasses({ size: 'lg' })}>
          {t('cta.go_to_area')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    );
  }
  const Icon = type === 'chef' ? ChefHat : Store;
  return (
    <div className={cn('flex flex-col items-start gap-2', className)}>
      <Button size="lg" onClick={() => openDialog('signup', { type })}>
        <Icon aria-hidden="true" className="size-5" />
        {type === 'chef' ? t('cta.signup_chef') : t('cta.signup_restaurant')}
      </Button>
      <p className="text-sm text-stone-700">
        {t('cta.have_account')}{' '}
        <Button variant="link" onClick={() => openDialog('login')}>
          {t('cta.login')}
        </Button>
      </p>
    </div>
  );
}
