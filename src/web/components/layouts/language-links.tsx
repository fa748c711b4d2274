import { languages } from '@shared/i18n/languages';
import { cn } from '@web/lib/cn';
import { useScreen } from '@web/lib/device';
import { saveLanguageChoice, switchLanguagePath } from '@web/lib/language-path';
import { languageNames } from '@web/lib/languages';
import { useLocation } from 'react-router';

/**
 * The language switch as plain links: each rewrites the first path segment and, being a normal link,
 * reloads the page in that language (spec doc 1 section 2). The choice is saved for the next visit.
 */
export function LanguageLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const { language } = useScreen();
  const location = useLocation();
  return (
    <ul className={cn('flex flex-wrap gap-1', className)}>
      {languages.map((code) => (
        <li key={code}>
          <a
            href={switchLanguagePath(location, code)}
            lang={code}
            hrefLang={code}
            onClick={() => saveLanguageChoice(code)}
            aria-current={code === language ? 'true' : undefined}
            className={cn(
              'inline-flex min-h-11 items-center rounded-lg px-3 text-sm whitespace-nowrap',
              code === language
                ? 'font-bold text-brand-700'
                : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
              linkClassName,
            )}
          >
            {languageNames[code]}
          </a>
        </li>
      ))}
    </ul>
  );
}
