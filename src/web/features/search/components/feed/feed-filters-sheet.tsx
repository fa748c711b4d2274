import type { FacetGroup } from '@shared/contracts/search';
import { offerFilterTypes, type OfferFilterType } from '@shared/contracts/search-routes';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import { useTranslation } from 'react-i18next';
import type { FeedSearch } from '../../lib/feed-search';
import { FacetGroups } from '../facets/facet-groups';

/**
 * The filters on phones and tablets (doc 2 section 2: the left column is desktop only): a full-height
 * sheet with the same groups; each option applies at once, and the button shows the results. Loaded
 * when first opened, so the feed's first load carries no dialog library.
 */
export default function FeedFiltersSheet({
  open,
  onOpenChange,
  facets,
  answered,
  search,
  total,
  onToggle,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  facets: readonly FacetGroup[];
  /** Whether `facets` answer the search shown (FacetGroups). */
  answered: boolean;
  search: FeedSearch;
  total: number | undefined;
  onToggle: (type: OfferFilterType, id: number | string) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('filters.title')} sheet>
      <FacetGroups
        groups={facets}
        answered={answered}
        types={offerFilterTypes}
        selected={search.filters}
        onToggle={onToggle}
      />
      <DialogActions>
        <Button size="lg" className="w-full" onClick={() => onOpenChange(false)}>
          {total === undefined ? t('filters.show_results') : t('filters.show_count', { count: total })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
