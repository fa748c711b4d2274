import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { reloadDelayMs } from '@web/config/timings';
import type { DialogComponentProps } from '@web/lib/device';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The success overlay: the given message or "action completed". With `reloadTo`, the page goes there
 * (a full reload) 1000 ms after showing (decisions D12).
 */
export default function SuccessDialog({ data, complete }: DialogComponentProps<'success'>) {
  const { t } = useTranslation();
  const done = () => complete(undefined);

  useEffect(() => {
    if (!data.reloadTo) return;
    const target = data.reloadTo;
    const timer = setTimeout(() => window.location.assign(target), reloadDelayMs);
    return () => clearTimeout(timer);
  }, [data.reloadTo]);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && done()}
      title={data.title ?? t('dialogs.success_title')}
      size="sm"
    >
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success-700" />
        <p className="text-stone-800">{data.message || t('action_completed')}</p>
      </div>
      {data.reloadTo ? (
        <p role="status" className="mt-3 text-sm text-stone-600">
          {t('dialogs.reloading')}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end">
        <Button onClick={done}>{t('actions.ok')}</Button>
      </div>
    </Dialog>
  );
}
