import { Footer } from '@web/components/layouts/footer';
import { Header } from '@web/components/layouts/header';
import { PageShell } from '@web/components/layouts/page-shell';
import { useToast } from '@web/components/ui/toast';
import { paths } from '@shared/paths';
import { useLogout } from '@web/features/accounts/api/logout';
import { useDevice } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { PageTitle, useServerHeadHandover } from '@web/lib/page-head';
import { pageKey } from '@web/lib/page-key';
import { takeHeldScroll } from '@web/lib/scroll-memory';
import { useSessionUser } from '@web/lib/session';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DialogHost } from './dialog-host';

/**
 * The layout of every /{lang}/ page: header, the page (faded in over 200 ms on each new page,
 * lib/page-key.ts, decisions D12), footer and the dialog host. It also runs the start-up rules of spec
 * doc 1 section 2: the session is restored from the cookie, and ?login=email opens the login dialog
 * for a visitor.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { language, openDialog } = useDevice();
  const { showToast } = useToast();
  const { user, isPending } = useSessionUser();
  const { mutate: logout } = useLogout();
  useServerHeadHandover();

  const loginEmail = searchParams.get('login');
  const loginHandled = useRef(false);
  useEffect(() => {
    if (isPending || loginHandled.current || loginEmail === null) return;
    loginHandled.current = true;
    if (!user) openDialog('login', { email: loginEmail });
  }, [isPending, user, loginEmail, openDialog]);

  // A new page starts at its top, or at the anchor its address names (#faq, #callback...), once the
  // page's content is there. A change of the anchor alone is the browser's own jump within the page.
  const hash = location.hash;
  const page = pageKey(location.pathname);
  useEffect(() => {
    if (hash) {
      // Loaded only for an address with an anchor: most first loads have none.
      let stop: (() => void) | undefined;
      let left = false;
      void import('@web/lib/scroll-to-anchor').then(({ scrollToAnchorWhenPresent }) => {
        if (!left) stop = scrollToAnchorWhenPresent(decodeURIComponent(hash.slice(1)));
      });
      return () => {
        left = true;
        stop?.();
      };
    }
    // A page that put back its own position (the feed on going back) keeps it.
    if (takeHeldScroll()) return;
    window.scrollTo(0, 0);
    // Only on a new page: not when the anchor alone changes, nor the feed's own address (pageKey).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);

  const onLogout = useCallback(() => {
    logout(undefined, {
      onSuccess: () => {
        navigate(paths.home(language));
        showToast(t('nav.logged_out'));
      },
      onError: (error) => openDialog('error', { message: errorText(error, t) }),
    });
  }, [logout, navigate, language, showToast, t, openDialog]);

  return (
    <PageShell header={<Header onLogout={onLogout} />} footer={<Footer />}>
      {/* The product name while a page's code loads. A page's own title, mounted later, is put before
          it in the head and so is the document's title (React 19 keeps the first <title>). */}
      <PageTitle title={null} />
      <div key={page} className="page-enter">
        <Outlet />
      </div>
      <DialogHost />
    </PageShell>
  );
}
