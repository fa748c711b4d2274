import { Button, buttonClasses } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import type { DialogComponentProps } from '@web/lib/device';
import { usePageNamespace } from '@web/lib/i18n';
import { Check, Copy, Mail, Share2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { shareTargets } from '../../lib/share-links';

/**
 * The share overlay (spec doc 2 sections 2 and 4): an offer's public link in a read-only field with
 * Copy, the phone's own share sheet when the browser has one, and links to share it on WhatsApp,
 * LinkedIn, Facebook, X and by e-mail, under the offer's picture, title and venue; or, for a search of
 * the feed, its link under the search's name and place.
 */
export default function ShareDialog({ data, close }: DialogComponentProps<'share'>) {
  const { t, ready } = usePageNamespace('offers');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  if (!ready) return null;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.url);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected for the keyboard's copy.
      inputRef.current?.select();
      setCopied('failed');
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title: data.title, text: data.subtitle ?? data.title, url: data.url });
    } catch {
      // Cancelled by the person, or refused: the links below remain.
    }
  };

  const search = data.kind === 'search';
  const targets = shareTargets(data, search ? data.title : t('share.email_subject', { title: data.title }));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={search ? t('share.search_title') : t('share.title')}
      description={search ? t('share.search_intro') : t('share.intro')}
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-3 rounded-xl border border-stone-200 p-3">
          {data.image ? (
            <img
              src={data.image}
              alt=""
              width={96}
              height={50}
              className="h-[50px] w-24 shrink-0 rounded-md object-cover"
            />
          ) : null}
          <div className="flex min-w-0 flex-col">
            <span className="font-semibold break-words text-stone-900">{data.title}</span>
            {data.subtitle ? <span className="text-sm text-stone-600">{data.subtitle}</span> : null}
          </div>
        </div>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
            {search ? t('share.search_link') : t('share.link')}
          </label>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id={inputId}
              readOnly
              value={data.url}
              onFocus={(event) => event.target.select()}
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 text-sm text-stone-800"
            />
            <Button onClick={() => void copy()} data-autofocus="">
              {copied === 'yes' ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied === 'yes' ? t('share.copied_button') : t('share.copy')}
            </Button>
          </div>
          <p role="status" className="min-h-5 text-sm text-success-700">
            {copied === 'yes' ? t('share.copied') : copied === 'failed' ? t('share.copy_failed') : ''}
          </p>
        </div>

        {canShare ? (
          <Button variant="secondary" size="lg" onClick={() => void shareNatively()}>
            <Share2 aria-hidden="true" className="size-5" />
            {t('share.native')}
          </Button>
        ) : null}

        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-stone-800">{t('share.on')}</h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {targets.map((target) => (
              <li key={target.id}>
                <a
                  href={target.href}
                  target={target.id === 'email' ? undefined : '_blank'}
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
                >
                  {target.id === 'email' ? <Mail aria-hidden="true" className="size-4" /> : null}
                  {target.id === 'email' ? t('share.email') : target.label}
                  {target.id === 'email' ? null : <span className="sr-only"> {t('share.new_window')}</span>}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Dialog>
  );
}
