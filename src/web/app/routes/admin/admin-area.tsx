import { tabOfSegment } from '@shared/applications/tabs';
import type { AdminOverview as Overview } from '@shared/contracts/admin';
import { PageContainer } from '@web/components/layouts/page-shell';
import { ListFailed } from '@web/components/ui/list-states';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { routePatterns } from '@web/config/route-patterns';
import { useAdminOverview } from '@web/features/admin/api/overview';
import { useRecruitmentOffer } from '@web/features/admin/api/recruitment';
import { AdminDashboard } from '@web/features/admin/components/admin-dashboard';
import { AdminNav } from '@web/features/admin/components/admin-nav';
import { AdminOverview } from '@web/features/admin/components/admin-overview';
import { AuditLog } from '@web/features/admin/components/audit-log';
import { FeesList } from '@web/features/admin/components/fees-list';
import { InboxList } from '@web/features/admin/components/inbox-list';
import { ModerationQueue } from '@web/features/admin/components/moderation-queue';
import { OutboxList } from '@web/features/admin/components/outbox-list';
import { PremiumAccounts } from '@web/features/admin/components/premium-accounts';
import { RecruitmentOffers } from '@web/features/admin/components/recruitment-offers';
import { ReportsList } from '@web/features/admin/components/reports-list';
import { isQueueKind, seesAdminPages } from '@web/features/admin/lib/kinds';
import { isApiError } from '@web/lib/api-client';
import { usePageNamespace } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/page-head';
import { useSessionUser } from '@web/lib/session';
import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { NotFoundPage } from '../public/not-found';
import { RecruitmentApplicants } from './recruitment-applicants';

/**
 * The dashboard, the inbox and the e-mail outbox (docs/decisions/055), the recruitment service and its
 * fees (056), relative to admin/*: kept in this lazy module rather than in route-patterns.ts, whose every
 * byte is in the first load (150 KB budget).
 */
const pagePatterns = {
  dashboard: 'dashboard',
  inbox: 'inbox',
  outbox: 'outbox',
  reports: 'reports',
  recruitment: 'recruitment',
  recruitmentApplicants: 'recruitment/:oid/:tab?',
  fees: 'fees',
} as const;

/**
 * The back office (docs/decisions/053-back-office.md), /{lang}/admin and its pages, loaded on demand
 * with its texts. Only a staff session sees it: anyone else gets the not-found page, as the server
 * answers them 404. The role comes from admin.overview: a moderator has the dashboard, the inbox, the
 * reports and the moderation queues, an admin Premium, the audit log, the e-mail outbox, the
 * recruitment service and its fees too (the server refuses a moderator those calls with 403).
 */
export function AdminArea() {
  const { t, ready } = usePageNamespace('admin');
  const { user, isPending } = useSessionUser();
  const isStaff = user?.type === 'staff';
  const overview = useAdminOverview(isStaff);
  if (isPending || (isStaff && (overview.isPending || !ready)))
    return <PageSkeleton label={ready ? t('list.loading') : ''} />;
  if (!isStaff || (isApiError(overview.error) && [401, 403, 404].includes(overview.error.status)))
    return <NotFoundPage />;
  if (!overview.data)
    return (
      <PageContainer>
        <ListFailed text={t('list.failed')} retry={t('list.retry')} onRetry={() => void overview.refetch()} />
      </PageContainer>
    );
  const data = overview.data;
  return (
    <Routes>
      <Route
        index
        element={
          <AdminPage overview={data} title={t('overview.title')}>
            <AdminOverview overview={data} />
          </AdminPage>
        }
      />
      <Route
        path={pagePatterns.dashboard}
        element={
          <AdminPage overview={data} title={t('dashboard.title')}>
            <AdminDashboard staffRole={data.role} />
          </AdminPage>
        }
      />
      <Route
        path={pagePatterns.inbox}
        element={
          <AdminPage overview={data} title={t('inbox.title')}>
            <InboxList />
          </AdminPage>
        }
      />
      <Route
        path={pagePatterns.reports}
        element={
          <AdminPage overview={data} title={t('reports.title')}>
            <ReportsList />
          </AdminPage>
        }
      />
      <Route path={routePatterns.adminModeration} element={<ModerationPage overview={data} />} />
      {seesAdminPages(data.role) ? (
        <>
          <Route
            path={routePatterns.adminPremium}
            element={
              <AdminPage overview={data} title={t('premium.title')}>
                <PremiumAccounts />
              </AdminPage>
            }
          />
          <Route
            path={routePatterns.adminAudit}
            element={
              <AdminPage overview={data} title={t('audit.title')}>
                <AuditLog />
              </AdminPage>
            }
          />
          <Route
            path={pagePatterns.outbox}
            element={
              <AdminPage overview={data} title={t('outbox.title')}>
                <OutboxList />
              </AdminPage>
            }
          />
          <Route
            path={pagePatterns.recruitment}
            element={
              <AdminPage overview={data} title={t('recruitment.title')}>
                <RecruitmentOffers />
              </AdminPage>
            }
          />
          <Route path={pagePatterns.recruitmentApplicants} element={<RecruitmentPage overview={data} />} />
          <Route
            path={pagePatterns.fees}
            element={
              <AdminPage overview={data} title={t('fees.title')}>
                <FeesList />
              </AdminPage>
            }
          />
        </>
      ) : null}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** /{lang}/admin/moderation/{kind}: one queue; any other kind is not a page. */
function ModerationPage({ overview }: { overview: Overview }) {
  const { t } = usePageNamespace('admin');
  const { kind } = useParams();
  if (!isQueueKind(kind)) return <NotFoundPage />;
  return (
    <AdminPage overview={overview} title={t('queue.title', { kind: t(`kinds.${kind}`) })}>
      <ModerationQueue key={kind} kind={kind} />
    </AdminPage>
  );
}

/**
 * /{lang}/admin/recruitment/{oid}/{tab}: one offer's applicants of one tab (pending when none is
 * given), titled with the offer's name once it is read; any other tab or id is not a page.
 */
function RecruitmentPage({ overview }: { overview: Overview }) {
  const { t } = usePageNamespace('admin');
  const params = useParams();
  const tab = tabOfSegment(params.tab);
  const oid = params.oid && /^[0-9]{1,9}$/.test(params.oid) ? Number(params.oid) : 0;
  const offer = useRecruitmentOffer(oid, tab ?? 'pending');
  if (!tab || oid === 0) return <NotFoundPage />;
  return (
    <AdminPage
      overview={overview}
      title={offer.data ? t('recruitment.offer_title', { name: offer.data.name }) : t('recruitment.title')}
    >
      <RecruitmentApplicants key={oid} oid={oid} tab={tab} />
    </AdminPage>
  );
}

/** A back office page: its title, the navigation beside it (above it on phones) and its content. */
function AdminPage({
  overview,
  title,
  children,
}: {
  overview: Overview;
  title: string;
  children: ReactNode;
}) {
  const { t } = usePageNamespace('admin');
  return (
    <PageContainer>
      <PageTitle title={`${title} · ${t('title')}`} />
      <meta name="robots" content="noindex" />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <p className="mb-2 hidden px-3 text-sm font-bold text-stone-900 lg:block">{t('title')}</p>
          <AdminNav overview={overview} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          {children}
        </div>
      </div>
    </PageContainer>
  );
}
