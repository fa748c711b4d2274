import type { DialogComponentProps } from '@web/lib/device';

/** The share overlay (spec doc 2 section 2); being built. */
export default function ShareDialog(_props: DialogComponentProps<'share'>) {
  return null;
}
