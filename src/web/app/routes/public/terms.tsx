import { LegalDocument } from '@web/features/information/components/legal-document';

/** /{lang}/terms: the terms of use that sign-up asks to accept. */
export function TermsPage() {
  return <LegalDocument name="terms" />;
}
