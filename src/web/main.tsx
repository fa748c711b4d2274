import { defaultLanguage } from '@shared/i18n/languages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadRoute } from './app/router';
import { initI18n } from './lib/i18n';
import { languageFromPath } from './lib/language-path';
import { createQueryClient } from './lib/query-client';
import './styles.css';

/**
 * Start-up: the interface language is the first path segment (the default when it is not a language;
 * the router then redirects there). Only that language's texts are fetched before the first render.
 */
async function start() {
  // Zod probes whether it may compile validators with `new Function`; the page's Content-Security-Policy
  // forbids it and the browser reports the refused probe as an issue (Lighthouse's best practices).
  // Jitless, it does not probe. Zod reads its settings from this global whenever its chunk loads.
  const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });
  const language = languageFromPath(window.location.pathname) ?? defaultLanguage;
  document.documentElement.lang = language;
  // index.html's own description serves what reads the page without running it; from here on each
  // page renders its own (React 19 puts it in the head), so the static one goes. The description the
  // server wrote for this page (data-server-head) stays until the page writes one (lib/page-head.tsx):
  // an offer's page writes none, and its description is the server's.
  document.head.querySelector('meta[name="description"]:not([data-server-head])')?.remove();
  preloadRoute(window.location.pathname, language);
  const i18n = await initI18n(language);
  const queryClient = createQueryClient();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProvider i18n={i18n} queryClient={queryClient} language={language}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
}

void start();
