import { PageContainer } from '@web/components/layouts/page-shell';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { SendCvButton } from '@web/features/chef-cv/components/send-cv-button';
import { PublicOffer } from '@web/features/offers/components/page/public-offer';
import { usePageNamespace } from '@web/lib/i18n';
import { useMemo } from 'react';
import { useParams } from 'react-router';

const recordId = (value: string | undefined) =>
  /^[1-9]\d{0,9}$/.test(value ?? '') ? Number(value) : undefined;

/**
 * /{lang}/restaurant/view/offer/{rid}/{slug}/{id}/{offerSlug?}: an offer's public page, for anyone
 * (offer/show decides what each viewer sees); also the offers' share link.
 */
export function OfferViewPage() {
  const { t, ready } = usePageNamespace('offers');
  const params = useParams();
  const opened = useMemo(
    () => ({
      rid: recordId(params.rid) ?? 0,
      slug: params.slug ?? '',
      id: recordId(params.id),
      offerSlug: params.offerSlug,
    }),
    [params.rid, params.slug, params.id, params.offerSlug],
  );
  return (
    <PageContainer>
      {ready ? (
        <PublicOffer
          opened={opened}
          sendCv={(offer) => (
            <SendCvButton
              target={{ rid: offer.rid, venueName: offer.venueName, oid: offer.id, offerName: offer.name }}
            />
          )}
        />
      ) : (
        <PageSkeleton label={t('view.loading', { defaultValue: '' })} />
      )}
    </PageContainer>
  );
}
