import { moderationKinds, type AdminOverview as Overview } from '@shared/contracts/admin';
import { paths } from '@shared/paths';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { useScreen } from '@web/lib/device';
import { formatCount } from '@web/lib/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { seesAdminPages } from '../lib/kinds';

/**
 * The back office's first page: who is signed in and with which role, and what waits in each queue,
 * each with its link. A moderator sees the moderation queues only; an admin also Premium, the audit
 * log, the recruitment service and its fees.
 */
export function AdminOverview({ overview }: { overview: Overview }) {
  const { t } = useTranslation('admin');
  const { language } = useScreen();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-stone-800">
        {t('overview.signed_in', { name: overview.name, email: overview.email })}{' '}
        <strong className="font-semibold">{t(`roles.${overview.role}`)}</strong>
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {moderationKinds.map((kind) => (
          <QueueCard
            key={kind}
            title={t(`kinds.${kind}`)}
            count={overview.queues[kind]}
            text={t('overview.in_review', { count: overview.queues[kind] })}
            href={paths.admin(language, `moderation/${kind}`)}
            link={t('overview.open_queue')}
          />
        ))}
        {seesAdminPages(overview.role) ? (
          <>
            <QueueCard
              title={t('nav.premium')}
              count={overview.queues.premium}
              text={t('overview.premium_requests', { count: overview.queues.premium })}
              href={paths.admin(language, 'premium')}
              link={t('overview.open_premium')}
            />
            <QueueCard
              title={t('nav.audit')}
              text={t('overview.audit_text')}
              href={paths.admin(language, 'audit')}
              link={t('overview.open_audit')}
            />
            <QueueCard
              title={t('nav.recruitment')}
              text={t('overview.recruitment_text')}
              href={paths.admin(language, 'recruitment')}
              link={t('overview.open_recruitment')}
            />
            <QueueCard
              title={t('nav.fees')}
              text={t('overview.fees_text')}
              href={paths.admin(language, 'fees')}
              link={t('overview.open_fees')}
            />
          </>
        ) : null}
      </ul>
    </div>
  );
}

function QueueCard({
  title,
  count,
  text,
  href,
  link,
}: {
  title: string;
  count?: number;
  text: ReactNode;
  href: string;
  link: string;
}) {
  const { language } = useScreen();
  return (
    <li>
      <Card className="flex h-full flex-col gap-3">
        <CardTitle>{title}</CardTitle>
        {count !== undefined ? (
          <p className="text-4xl font-extrabold text-stone-900 tabular-nums" aria-hidden="true">
            {formatCount(count, language)}
          </p>
        ) : null}
        <p className="text-stone-700">{text}</p>
        <Link to={href} className={buttonClasses({ variant: 'secondary', className: 'mt-auto self-start' })}>
          {link}
          {/* Three cards say "open the queue": each link names its own for screen readers. */}
          <span className="sr-only"> ({title})</span>
        </Link>
      </Card>
    </li>
  );
}
