import { PageContainer } from '@web/components/layouts/page-shell';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { FindChefsPage as FindChefs } from '@web/features/search/components/find-chefs/find-chefs-page';
import { FindRestaurantsPage as FindRestaurants } from '@web/features/search/components/find-restaurants/find-restaurants-page';
import { pageOfPath } from '@web/features/search/lib/find-query';
import { usePageNamespace } from '@web/lib/i18n';
import { PageHead } from '@web/lib/page-head';
import { useState, type ComponentType } from 'react';
import { useParams } from 'react-router';

/** A find page with its head and texts, opened at the page of its list the address names. */
function FindRoute({
  texts,
  Page,
}: {
  texts: 'find_chefs' | 'find_restaurants';
  Page: ComponentType<{ openedPage: number }>;
}) {
  const { t, ready } = usePageNamespace('search');
  const params = useParams();
  // The page the address opened at; later pages rewrite the address without coming back here.
  const [openedPage] = useState(() => pageOfPath(params.page));
  return (
    <PageContainer>
      <PageHead
        title={ready ? t(`${texts}.page_title`) : ''}
        description={ready ? t(`${texts}.page_description`) : ''}
      />
      {ready ? <Page openedPage={openedPage} /> : <PageSkeleton label="" />}
    </PageContainer>
  );
}

/** /{lang}/find-chefs/{page?}: chefs by position, place and filters (spec doc 2 sections 2 and 6). */
export function FindChefsPage() {
  return <FindRoute texts="find_chefs" Page={FindChefs} />;
}

/** /{lang}/find-restaurants/{page?}: venues by place, name and filters, for everyone (doc 2 section 2). */
export function FindRestaurantsPage() {
  return <FindRoute texts="find_restaurants" Page={FindRestaurants} />;
}
