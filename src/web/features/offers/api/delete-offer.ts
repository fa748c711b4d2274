import { offerManageEdit } from '@shared/contracts/offers';
import { api } from '@web/lib/api-client';

/** offer/manage/edit with action=delete (spec doc 2 section 7): the offer goes for good. */
export async function deleteOffer(id: number) {
  await api(offerManageEdit, { id, action: 'delete' });
}
