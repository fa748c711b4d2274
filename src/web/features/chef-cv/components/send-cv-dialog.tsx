import type { Language } from '@shared/i18n/languages';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, autoFocusProps } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useToast } from '@web/components/ui/toast';
import type { DialogComponentProps } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { formatShortDate } from '@web/lib/format';
import { useSessionUser } from '@web/lib/session';
import { FileText, Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlbumCvs, useSendCv } from '../api/send-cv';

/** The choice of what to send: 0 is the PDF made from the profile, else a CV file of the album. */
const profileCv = 0;

/**
 * The sendcv dialog (spec doc 1 section 2 "Dialogs", doc 2 section 6; decisions D12): what the chef
 * sends (the PDF made from their profile in the restaurant's language, or a CV file of their album),
 * to which restaurant and about which offer. Sending answers at once (the e-mail goes out in the
 * background): a toast says it is on its way; a refusal (once a day, a block, the venue gone) is shown
 * in the dialog in the server's words, already in the reader's language.
 */
export default function SendCvDialog({ data, close, complete }: DialogComponentProps<'sendcv'>) {
  const { t, i18n } = useTranslation('chef');
  const { t: tc } = useTranslation();
  const { user, isPending } = useSessionUser();
  const { showToast } = useToast();
  const files = useAlbumCvs();
  const send = useSendCv();
  const [choice, setChoice] = useState(profileCv);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const language = i18n.language as Language;
  const names = { name: data.venueName, offer: data.offerName ?? '' };

  // Logged out in the meantime (another tab), or not a chef: there is no CV to send.
  useEffect(() => {
    if (!isPending && user?.type !== 'chef') close();
  }, [isPending, user, close]);

  const submit = async () => {
    setError(null);
    try {
      const sent = await send.mutateAsync({ rid: data.rid, oid: data.oid ?? 0, mid: choice });
      showToast(t('send_cv.sent', names), 'success');
      complete(sent);
    } catch (failure) {
      setError(errorText(failure, tc));
    }
  };

  const options = [
    {
      value: profileCv,
      label: t('send_cv.profile_cv'),
      hint: t('send_cv.profile_cv_hint'),
    },
    ...(files.data ?? []).map((file) => ({
      value: file.id,
      label: file.name,
      hint: t('send_cv.file_hint', { date: formatShortDate(file.created, language) }),
    })),
  ];

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('send_cv.title', names)}
      description={t(data.offerName ? 'send_cv.intro_offer' : 'send_cv.intro', names)}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <dl className="flex flex-col gap-1 rounded-xl border border-stone-200 px-4 py-3 text-sm">
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-stone-900">{t('send_cv.to')}</dt>
            <dd className="text-stone-800">{t('send_cv.to_value', names)}</dd>
          </div>
          {data.offerName ? (
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-stone-900">{t('send_cv.about')}</dt>
              <dd className="break-words text-stone-800">{data.offerName}</dd>
            </div>
          ) : null}
        </dl>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-base font-semibold text-stone-900">{t('send_cv.what')}</legend>
          {options.map((option, index) => (
            <div key={option.value} className="flex min-h-11 items-start gap-3 py-1">
              <input
                id={`${id}-${option.value}`}
                type="radio"
                name={`${id}-cv`}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                {...autoFocusProps(index === 0)}
              />
              <label htmlFor={`${id}-${option.value}`} className="min-w-0 text-sm text-stone-800">
                <span className="flex items-center gap-1.5 font-medium break-words text-stone-900">
                  <FileText aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
                  {option.label}
                </span>
                <span className="block text-stone-700">{option.hint}</span>
              </label>
            </div>
          ))}
          {files.isPending ? (
            <div role="status" aria-label={t('send_cv.files_loading')} className="py-1">
              <Skeleton className="h-10" />
            </div>
          ) : null}
        </fieldset>
        <p className="text-sm text-stone-700">{t('send_cv.once_a_day')}</p>
        {error ? <Alert>{error}</Alert> : null}
        <DialogActions className="grid grid-cols-2 gap-2 sm:flex sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('send_cv.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            <Send aria-hidden="true" className="size-4" />
            {t('send_cv.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
