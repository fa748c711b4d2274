import type { MediaItem } from '@shared/contracts/media';
import type { DialogComponents } from '@web/lib/device';
import { lazy } from 'react';
import type { MediaSlot } from './lib/slots';

/**
 * The media dialog (spec doc 1 section 3 "media" overlay): opened for one picture slot, it hands back
 * the album item put there. Loaded on demand with its cropper, never with a page.
 */
declare module '@web/lib/device' {
  interface DialogDataMap {
    media: MediaSlot;
  }
  interface DialogResultMap {
    media: MediaItem;
  }
}

export const mediaDialogs: DialogComponents<'media'> = {
  media: lazy(() => import('./components/media-dialog')),
};
