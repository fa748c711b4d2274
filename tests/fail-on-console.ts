import { afterEach, vi } from 'vitest';

/** An unexpected console.error is a failure (style guide, after the Epic Stack). */
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    const first = errors.map((a) => a.map(String).join(' ')).join('\n');
    errors.length = 0;
    throw new Error(`console.error was called:\n${first}`);
  }
});
