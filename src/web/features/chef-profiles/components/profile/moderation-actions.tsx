import { ModerationActions as Actions, useModerationTexts } from '@web/components/profile/moderation-actions';
import { useBlockChef, useReportChef } from '../../api/moderation';

/** Report and block from a chef's public view (spec doc 1 sections 2, 6 and 8; D6). */
export function ModerationActions({ offender, name }: { offender: number; name: string }) {
  const texts = useModerationTexts('chef');
  const report = useReportChef();
  const block = useBlockChef();
  return <Actions offender={offender} name={name} texts={texts} calls={{ report, block }} />;
}
