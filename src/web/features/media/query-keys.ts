// The media feature's query keys: the one module of it other features may import (eslint.config.js).

/** The account's album (account/album), as the media dialog keeps it. */
export const albumKey = ['media', 'album'] as const;
