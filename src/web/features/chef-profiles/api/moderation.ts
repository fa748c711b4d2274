import { useBlock, useReport } from '@web/components/profile/moderation-calls';
import { chefProfilesKey } from './chef-profile';

/** moderation/report on a chef (spec doc 1 section 7: `ischef` 1). */
export const useReportChef = () => useReport(1);

/** moderation/block on a chef's account (D6): the kept profiles are read again ("not available"). */
export const useBlockChef = () => useBlock(chefProfilesKey);
