// The messaging feature's query keys: the one module of it other features may import (eslint.config.js).

/** Every conversations list and conversation the cache keeps starts with this key. */
export const messagesKey = ['messages'] as const;
