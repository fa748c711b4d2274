import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import type { DialogComponentProps } from '@web/lib/device';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The error overlay: a success-false answer's message, or the default error text (spec doc 1 s. 8). */
export default function ErrorDialog({ data, complete }: DialogComponentProps<'error'>) {
  const { t } = useTranslation();
  const done = () => complete(undefined);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && done()}
      title={data.title ?? t('dialogs.error_title')}
      size="sm"
    >
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger-600" />
        <p className="text-stone-800">{data.message || t('errors:error_request')}</p>
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={done}>{t('actions.ok')}</Button>
      </div>
    </Dialog>
  );
}
