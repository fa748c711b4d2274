import { paths } from '@shared/paths';
import { useDevice } from '@web/lib/device';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HomePage } from './home';

/**
 * /{lang}/resetpassword: the home page with the reset-password dialog open, carrying ?code= from the
 * e-mailed link (spec doc 1 section 2). When that dialog is gone (closed, or replaced by the success or
 * login dialog), the address goes back to /{lang}/.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { language, dialog, openDialog } = useDevice();
  const opened = useRef(false);
  const code = searchParams.get('code') ?? undefined;

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    openDialog('resetpassword', { code });
  }, [code, openDialog]);

  const showing = dialog?.name === 'resetpassword';
  const shown = useRef(false);
  useEffect(() => {
    if (showing) shown.current = true;
    else if (shown.current) navigate(paths.home(language), { replace: true });
  }, [showing, navigate, language]);

  return <HomePage />;
}
