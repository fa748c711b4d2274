import { socialLinks } from '@web/config/links';
import { ExternalLink } from 'lucide-react';

/**
 * The service's social accounts (config/links.ts), as big tap targets that open in a new tab; nothing
 * at all when none is configured.
 */
export function SocialLinks({ heading, newTabText }: { heading: string; newTabText: string }) {
  if (!socialLinks.length) return null;
  return (
    <nav aria-label={heading}>
      <h2 className="mb-2 text-base font-bold text-stone-900">{heading}</h2>
      <ul className="flex flex-wrap gap-2">
        {socialLinks.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:border-brand-600 hover:text-brand-700"
            >
              {link.label}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{newTabText}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
