import { Button } from '@web/components/ui/button';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarFeed, useRenewCalendarFeed } from '../api/calendar';

/**
 * The secret address of the account's calendar feed, under the calendar: copied into Google, Apple or
 * Outlook, it brings every agreed trial and stage there. Renewing makes a new one; the old stops working.
 */
export function CalendarFeedPanel({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation('applications');
  const feed = useCalendarFeed(enabled);
  const renew = useRenewCalendarFeed();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fieldId = useId();
  if (!enabled) return null;

  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure page, a refusal): the address is selected for the keyboard's copy.
      inputRef.current?.select();
      setCopied('failed');
    }
  };
  const renewFeed = () => {
    setConfirming(false);
    setCopied(null);
    renew.mutate();
  };

  return (
    <section className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4">
      <h2 className="flex items-center gap-2 text-base font-bold text-stone-900">
        <CalendarPlus aria-hidden="true" className="size-4" />
        {t('calendar.feed_title')}
      </h2>
      <p className="text-sm text-stone-700">{t('calendar.feed_intro')}</p>
      {feed.isError ? (
        <p className="text-sm text-danger-600" role="alert">
          {t('calendar.feed_failed')}
        </p>
      ) : (
        <>
          <label htmlFor={fieldId} className="sr-only">
            {t('calendar.feed_label')}
          </label>
          <input
            id={fieldId}
            ref={inputRef}
            readOnly
            value={feed.data ?? ''}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 w-full rounded-lg border border-stone-300 bg-stone-50 px-3 text-sm text-stone-800"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copy()} disabled={!feed.data}>
              <Copy aria-hidden="true" className="size-4" />
              {t('calendar.feed_copy')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => setConfirming(true)}
              loading={renew.isPending}
              disabled={!feed.data || confirming}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('calendar.feed_renew')}
            </Button>
          </div>
          {confirming && (
            <div className="flex flex-col gap-2 rounded-lg bg-stone-100 p-3">
              <p className="text-sm text-stone-800">{t('calendar.feed_renew_confirm')}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="danger" onClick={renewFeed}>
                  {t('calendar.feed_renew')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('calendar.feed_keep')}
                </Button>
              </div>
            </div>
          )}
          <p className="text-sm text-stone-600" aria-live="polite">
            {copied === 'yes'
              ? t('calendar.feed_copied')
              : copied === 'failed'
                ? t('calendar.feed_copy_failed')
                : ''}
            {renew.isSuccess && !copied ? t('calendar.feed_renewed') : ''}
          </p>
        </>
      )}
    </section>
  );
}
