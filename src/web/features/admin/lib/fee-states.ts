import type { FeeState } from '@shared/contracts/admin-recruitment';
import type { BadgeTone } from '@web/components/ui/badge';

/** How a fee's state reads at a glance: due stands out (it is to invoice), invoiced is done. */
export const feeStateTones: Record<FeeState, BadgeTone> = {
  pending: 'neutral',
  due: 'warning',
  invoiced: 'success',
  cancelled: 'neutral',
};
