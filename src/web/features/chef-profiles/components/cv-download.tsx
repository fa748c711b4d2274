import { isLanguage, languages, type Language } from '@shared/i18n/languages';
import { Button } from '@web/components/ui/button';
import { Select } from '@web/components/ui/select';
import { usePageNamespace } from '@web/lib/i18n';
import { languageNames } from '@web/lib/languages';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { downloadCv } from '../api/chef-cv';

const languageOptions = languages.map((code) => ({ value: code, label: languageNames[code], lang: code }));

/**
 * The PDF download of a chef's CV (spec doc 1 section 2): the CV's language (the interface language
 * first), and a button that shows the PDF is being made (busy and disabled until the file is saved).
 * A failure is only logged (spec doc 1 section 8), and the button is ready again.
 */
export function CvDownload({ profileId }: { profileId: number }) {
  const { t, i18n, ready } = usePageNamespace('chef');
  const interfaceLanguage: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [language, setLanguage] = useState<Language>(interfaceLanguage);
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  async function download() {
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    try {
      await downloadCv(profileId, language, controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) console.warn('[cv] the CV PDF could not be made', error);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setBusy(false);
      }
    }
  }

  if (!ready) return null;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="w-40">
        <Select
          label={t('cv.language')}
          options={languageOptions}
          value={language}
          disabled={busy}
          onChange={(event) => {
            if (isLanguage(event.target.value)) setLanguage(event.target.value);
          }}
        />
      </div>
      <Button variant="secondary" loading={busy} onClick={() => void download()}>
        {busy ? null : <Download aria-hidden="true" className="size-4" />}
        {busy ? t('cv.making') : t('cv.download')}
      </Button>
      <p role="status" className="sr-only">
        {busy ? t('cv.making') : ''}
      </p>
    </div>
  );
}
