import type { Language } from '@shared/i18n/languages';
import type { PageNamespace } from '@shared/i18n/namespaces';
import { AppProvider } from '@web/app/provider';
import { initI18n, loadPageNamespace } from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * Renders a component as the app runs it: its texts in `language` (the first-load namespaces and the
 * page namespaces it asks for), a query client of its own, the device and toast state, and a router at
 * `path`. Calls to the API are the test's to answer (a component test does not reach a server).
 */
export async function renderInApp(
  ui: ReactElement,
  options: { language?: Language; namespaces?: PageNamespace[]; path?: string } = {},
) {
  const language = options.language ?? 'en';
  const i18n = await initI18n(language);
  await i18n.changeLanguage(language);
  for (const namespace of options.namespaces ?? []) await loadPageNamespace(language, namespace);
  const queryClient = createQueryClient();
  return render(
    <AppProvider i18n={i18n} queryClient={queryClient} language={language}>
      <MemoryRouter initialEntries={[options.path ?? `/${language}/`]}>{ui}</MemoryRouter>
    </AppProvider>,
  );
}
