import type { BriefSessionUser } from '@shared/contracts/accounts';
import { maxPdfBytes } from '@shared/contracts/limits';
import { accountImage } from '@shared/contracts/media';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DialogActions } from '@web/components/ui/dialog';
import { api } from '@web/lib/api-client';
import { useDevice } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { formatMegabytes } from '@web/lib/file-size';
import { FileUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Why a chosen CV cannot be sent before it is even sent (the server checks the bytes), or null. */
export function cvProblem(file: { name: string; type: string; size: number }): 'type' | 'too_large' | null {
  const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/iu.test(file.name));
  if (!pdf) return 'type';
  if (file.size > maxPdfBytes) return 'too_large';
  return null;
}

/**
 * The optional step after a chef's sign-up (spec doc 1 section 4): upload a PDF CV into the album
 * (account/image with type=curriculum) or skip. The account exists and is logged in already; a failed
 * upload says why and leaves the chef there, free to try again or skip.
 */
export function SignupCvStep({
  user,
  onDone,
}: {
  user: BriefSessionUser;
  onDone: (user: BriefSessionUser) => void;
}) {
  const { t } = useTranslation('account');
  const { language } = useDevice();
  const inputRef = useRef<HTMLInputElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const size = formatMegabytes(maxPdfBytes, language);

  // The step replaces the form inside the open dialog: focus moves to its first control, then to
  // Continue once the CV is in.
  useEffect(() => chooseRef.current?.focus(), []);
  useEffect(() => {
    if (uploaded) continueRef.current?.focus();
  }, [uploaded]);

  const upload = async () => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      await api(accountImage, { type: 'curriculum' }, { files: { image: file }, onProgress: setProgress });
      setUploaded(true);
    } catch (failure) {
      setError(t('signup.cv_failed', { reason: errorText(failure, t) }));
    } finally {
      setProgress(null);
    }
  };

  if (uploaded) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{t('signup.cv_uploaded')}</Alert>
        <DialogActions>
          <Button ref={continueRef} size="lg" onClick={() => onDone(user)}>
            {t('signup.cv_continue')}
          </Button>
        </DialogActions>
      </div>
    );
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-bold text-stone-900">{t('signup.cv_title')}</h3>
      {error ? <Alert>{error}</Alert> : null}
      <input
        ref={inputRef}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        data-testid="signup-cv-file"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (!chosen) return;
          const problem = cvProblem(chosen);
          if (problem) {
            // What was chosen before stays chosen.
            setError(
              problem === 'type' ? t('signup.cv_error_type') : t('signup.cv_error_too_large', { size }),
            );
            return;
          }
          setError(null);
          setFile(chosen);
        }}
      />
      <div className="flex flex-col gap-1">
        <Button ref={chooseRef} variant="secondary" onClick={() => inputRef.current?.click()}>
          <FileUp aria-hidden="true" className="size-4" />
          {t('signup.cv_choose')}
        </Button>
        <p className="text-sm text-stone-600">
          {file ? t('signup.cv_chosen', { name: file.name }) : t('signup.cv_hint', { size })}
        </p>
      </div>
      {progress !== null ? (
        <div
          role="progressbar"
          aria-label={t('signup.cv_progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      <DialogActions>
        <Button variant="ghost" onClick={() => onDone(user)} disabled={progress !== null}>
          {t('signup.cv_skip')}
        </Button>
        <Button size="lg" onClick={() => void upload()} disabled={!file} loading={progress !== null}>
          {t('signup.cv_upload')}
        </Button>
      </DialogActions>
    </div>
  );
}
