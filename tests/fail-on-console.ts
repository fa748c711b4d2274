import { afterAll, afterEach, vi } from 'vitest';
import { describeServerError, takeServerErrors } from './server-log';

/**
 * An unexpected console.error is a failure (style guide, after the Epic Stack), and so is an error line
 * in a test app's log that the test did not take (tests/server-log.ts).
 */
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

function unexpected(): string[] {
  const lines = errors.map((a) => a.map(String).join(' '));
  errors.length = 0;
  return [
    ...lines.map((line) => `console.error was called:\n${line}`),
    ...takeServerErrors().map(describeServerError),
  ];
}

afterEach(() => {
  vi.restoreAllMocks();
  const found = unexpected();
  if (found.length > 0) throw new Error(found.join('\n'));
});

// What is logged while a file's apps close, after its last test.
afterAll(() => {
  const found = unexpected();
  if (found.length > 0) throw new Error(found.join('\n'));
});
