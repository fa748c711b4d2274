// The notifications feature's query keys: the one module of it other features may import (eslint.config.js).

/** Every notifications/user answer kept by the cache starts with this key. */
export const notificationsKey = ['notifications'] as const;
