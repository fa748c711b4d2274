import type { DialogComponentProps } from '@web/lib/device';

/** The job offer form (spec doc 2 section 5); being built. */
export default function JobOfferDialog(_props: DialogComponentProps<'joboffers'>) {
  return null;
}
