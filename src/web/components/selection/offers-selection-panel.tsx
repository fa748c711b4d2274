import { buttonClasses, Button } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { useOverlay, useScreen } from '@web/lib/device';
import { useSessionUser } from '@web/lib/session';
import { Send } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSelection } from './use-selection';

// Loaded with the first selection: a visitor who selects nothing never fetches it.
const SelectionPanel = lazy(() => import('./selection-panel').then((m) => ({ default: m.SelectionPanel })));

/**
 * The selection panel of offers (doc 1 sections 2 and 6): a visitor sends a CV to the selected offers
 * through contact/{ids} (the send-CV-only flow); a chef applies to them (the applyoffers dialog, which
 * takes those applied to out of the selection). Restaurants do not select offers.
 */
export function OffersSelectionPanel() {
  const { t } = useTranslation();
  const { language } = useScreen();
  const { user, isPending } = useSessionUser();
  const { openDialog } = useOverlay();
  const selection = useSelection('offers');
  if (isPending || (user && user.type !== 'chef') || selection.count === 0) return null;
  const action = user ? (
    <Button
      onClick={() =>
        openDialog('applyoffers', {
          offers: selection.items.map((item) => ({
            id: item.id,
            title: item.title,
            subtitle: item.subtitle,
          })),
          fromSelection: true,
        })
      }
    >
      <Send aria-hidden="true" className="size-4" />
      {t('selection.apply')}
    </Button>
  ) : (
    <Link to={paths.contactOffers(language, selection.ids)} className={buttonClasses()}>
      <Send aria-hidden="true" className="size-4" />
      {t('selection.send_cv')}
    </Link>
  );
  return (
    <Suspense fallback={null}>
      <SelectionPanel selection={selection} label={t('selection.offers_label')} action={action} />
    </Suspense>
  );
}
