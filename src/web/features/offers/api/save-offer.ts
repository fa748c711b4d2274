import { offerManageEdit, type OfferSaveInput } from '@shared/contracts/offers';
import { api } from '@web/lib/api-client';

/**
 * offer/manage/edit, save (spec doc 2 section 7): creates the offer (id 0; in review until approved,
 * D6) or changes it; answers the saved offer with every text version.
 */
export async function saveOffer(values: OfferSaveInput) {
  const { offer } = (await api(offerManageEdit, values)).data;
  if (!offer) throw new Error('offer/manage/edit answered no offer');
  return offer;
}
