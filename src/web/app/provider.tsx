import type { Language } from '@shared/i18n/languages';
import { ToastProvider } from '@web/components/ui/toast';
import { DeviceProvider } from '@web/lib/device';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/** Everything the app runs inside: texts, server cache, device state (screen and dialogs), toasts. */
export function AppProvider({
  i18n,
  queryClient,
  language,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  language: Language;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DeviceProvider language={language}>
          <ToastProvider>{children}</ToastProvider>
        </DeviceProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
