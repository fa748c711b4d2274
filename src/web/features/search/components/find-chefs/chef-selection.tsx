import { Button, buttonClasses } from '@web/components/ui/button';
import { SelectionPanel } from '@web/components/selection/selection-panel';
import { useSelection, type Selection } from '@web/components/selection/use-selection';
import { paths } from '@shared/paths';
import { useDevice } from '@web/lib/device';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChefSearchViewer } from '../../lib/find-chefs-rules';
import { searchKey } from '../../query-keys';

/** The chefs a restaurant picks (spec doc 2 section 6), kept by the shared selection store; null for others. */
export function useChefSelection(viewer: ChefSearchViewer): Selection | null {
  const selection = useSelection('chefs');
  return viewer === 'free' || viewer === 'premium' ? selection : null;
}

/**
 * The bottom panel of the chefs a restaurant picked (doc 1 section 2). A premium venue sends them one of
 * its live offers (the sendoffer dialog, loaded when it opens, which takes those who received it out of
 * the selection); a free venue is offered Premium instead (D5: sending offers to chefs is premium).
 * `limitReached` says the 11th chef was refused ("You have reached the limit of 10 chefs.", doc 1
 * section 8).
 */
export function ChefSelectionPanel({
  selection,
  viewer,
  limitReached,
}: {
  selection: Selection;
  viewer: ChefSearchViewer;
  limitReached: boolean;
}) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation();
  const { language, openDialog } = useDevice();
  const premium = viewer === 'premium';
  const queryClient = useQueryClient();
  // The chefs who received it are invited now: their cards say so instead of offering to select them.
  const send = () =>
    openDialog(
      'sendoffer',
      { chefs: selection.items.map((item) => ({ id: item.id, name: item.title })), fromSelection: true },
      () => void queryClient.invalidateQueries({ queryKey: searchKey }),
    );
  return (
    <SelectionPanel
      selection={selection}
      label={tc('selection.chefs_label')}
      action={
        premium ? (
          <Button onClick={send}>
            <Send aria-hidden="true" className="size-4" />
            {t('selection_chefs.send')}
          </Button>
        ) : (
          <Link to={paths.servicesRestaurant(language)} className={buttonClasses()}>
            {t('selection_chefs.go_premium')}
          </Link>
        )
      }
      notice={
        limitReached || !premium ? (
          <>
            {limitReached ? (
              <p role="alert" className="font-semibold text-danger-600">
                {tc('selection.chefs_limit')}
              </p>
            ) : null}
            {premium ? null : <p>{t('selection_chefs.premium_needed')}</p>}
          </>
        ) : undefined
      }
    />
  );
}
