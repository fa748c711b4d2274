import type { BriefSessionUser } from '@shared/contracts/accounts';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { cn } from '@web/lib/cn';
import { useDevice } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import type { MembershipPlan } from '@shared/reference/membership-plans';
import { CircleCheck, Clock, LogIn, Mail, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequestMembership } from '../api/request-membership';
import { membershipAction } from '../lib/membership';

/**
 * The membership control of one plan (spec doc 2 section 4; decisions D5), the same on the services
 * page's cards and in the settings: log in (visitors, chefs), request the plan, or the plan's state
 * ("your current plan", "request received"). Texts come from the `services` namespace, which the caller
 * has loaded (usePageNamespace). `feedback`: the answer of a request in a dialog (a page), or inline
 * under the control (inside the settings dialog, which a second dialog would replace).
 */
export function MembershipActionControl({
  user,
  plan,
  feedback = 'dialog',
  className,
}: {
  user: BriefSessionUser | null;
  plan: MembershipPlan;
  feedback?: 'dialog' | 'inline';
  className?: string;
}) {
  const { t } = useTranslation('services');
  const { language, openDialog } = useDevice();
  const request = useRequestMembership();
  const [inline, setInline] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const action = membershipAction(user, plan);

  const focusSoon = (target: { current: HTMLElement | null }) => setTimeout(() => target.current?.focus(), 0);

  const onRequest = async () => {
    setInline(null);
    try {
      const { message } = await request.mutateAsync(plan);
      const text = message || t('membership.requested_message');
      if (feedback === 'inline') {
        setInline({ tone: 'success', text });
        focusSoon(statusRef);
      } else {
        // The button gave way to "request received": focus goes there once the dialog closes.
        openDialog('success', { message: text }, () => focusSoon(statusRef));
      }
    } catch (error) {
      const text = errorText(error, t);
      if (feedback === 'inline') setInline({ tone: 'error', text });
      else openDialog('error', { message: text });
    }
  };

  const onLogin = () =>
    // After logging in as a restaurant the same control offers the request; focus goes back to it.
    openDialog('login', {}, () => focusSoon(buttonRef));

  const note = (icon: 'current' | 'requested', text: string) => (
    <p
      ref={statusRef}
      tabIndex={-1}
      className={cn(
        'flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-focus-600',
        icon === 'current' ? 'bg-success-50 text-success-700' : 'bg-amber-100 text-amber-900',
      )}
    >
      {icon === 'current' ? (
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
      ) : (
        <Clock aria-hidden="true" className="size-5 shrink-0" />
      )}
      {text}
    </p>
  );

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {action === 'login' ? (
        <>
          {user ? <p className="text-sm text-stone-700">{t('membership.actions.chef_note')}</p> : null}
          <Button ref={buttonRef} variant={plan === 1 ? 'primary' : 'secondary'} size="lg" onClick={onLogin}>
            <LogIn aria-hidden="true" className="size-5" />
            {user ? t('membership.actions.login_restaurant') : t('membership.actions.login')}
          </Button>
        </>
      ) : null}
      {action === 'request' ? (
        <Button ref={buttonRef} size="lg" loading={request.isPending} onClick={() => void onRequest()}>
          <Sparkles aria-hidden="true" className="size-5" />
          {t('membership.actions.request_premium')}
        </Button>
      ) : null}
      {action === 'current' ? note('current', t('membership.actions.current')) : null}
      {action === 'requested' ? (
        <>
          {note('requested', t('membership.actions.requested'))}
          <p className="text-sm text-stone-700">{t('membership.actions.requested_hint')}</p>
        </>
      ) : null}
      {action === 'contact' ? (
        <>
          <p className="text-sm text-stone-700">{t('membership.actions.contact_hint')}</p>
          <Link to={paths.contact(language)} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            <Mail aria-hidden="true" className="size-5" />
            {t('membership.actions.contact')}
          </Link>
        </>
      ) : null}
      {inline ? (
        <Alert tone={inline.tone} className="mt-1">
          {inline.text}
        </Alert>
      ) : null}
    </div>
  );
}
