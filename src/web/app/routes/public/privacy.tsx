import { LegalDocument } from '@web/features/information/components/legal-document';

/** /{lang}/privacy: what Brigade stores, why, for how long, who sees it, and your rights. */
export function PrivacyPage() {
  return <LegalDocument name="privacy" />;
}
