import type { BriefSessionUser } from '@shared/contracts/accounts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/error-text';
import { Download, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadOwnData } from '../api/download-own-data';
import { DeleteAccountDialog } from './delete-account-dialog';

type DownloadState = { state: 'idle' | 'busy' | 'done' } | { state: 'failed'; message: string };

/**
 * The "Your data" section of the settings (docs/decisions/054-own-data.md): download everything Brigade
 * holds about the account as a zip (the wait is said while the server makes it), and delete the account,
 * confirmed with its password in a dialog over the settings. Chefs and restaurants; staff accounts are
 * made and ended on the server. Loaded with the settings dialog, never in the first load.
 */
export function OwnDataSettings({ user }: { user: BriefSessionUser }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const [download, setDownload] = useState<DownloadState>({ state: 'idle' });
  const [deleting, setDeleting] = useState(false);
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => () => leaving.current?.abort(), []);
  if (user.type !== 'chef' && user.type !== 'restaurant') return null;

  const onDownload = async () => {
    if (download.state === 'busy') return;
    setDownload({ state: 'busy' });
    leaving.current = new AbortController();
    try {
      await downloadOwnData(leaving.current.signal);
      setDownload({ state: 'done' });
    } catch (error) {
      if (leaving.current.signal.aborted) return;
      setDownload({ state: 'failed', message: errorText(error, t) });
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4"
    >
      <h3 id={headingId} className="text-sm font-semibold text-stone-800">
        {t('own_data.title')}
      </h3>
      <p className="text-sm text-stone-700">{t('own_data.export_text')}</p>
      <Button
        variant="secondary"
        size="lg"
        className="sm:self-start"
        loading={download.state === 'busy'}
        onClick={() => void onDownload()}
      >
        {download.state === 'busy' ? null : <Download aria-hidden="true" className="size-5" />}
        {t('own_data.export_button')}
      </Button>
      <p role="status" className="text-sm text-stone-700 empty:hidden">
        {download.state === 'busy' ? t('own_data.export_preparing') : null}
        {download.state === 'done' ? t('own_data.export_done') : null}
      </p>
      {download.state === 'failed' ? <Alert>{download.message}</Alert> : null}

      <div className="mt-2 flex flex-col gap-3 border-t border-stone-200 pt-4">
        <h4 className="text-sm font-semibold text-stone-800">{t('own_data.delete_title')}</h4>
        <p className="text-sm text-stone-700">{t('own_data.delete_text')}</p>
        <Button variant="danger" size="lg" className="sm:self-start" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          {t('own_data.delete_button')}
        </Button>
      </div>
      {deleting ? <DeleteAccountDialog open onOpenChange={setDeleting} accountType={user.type} /> : null}
    </section>
  );
}
