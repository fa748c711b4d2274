import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { loggerOptions } from '../src/server/lib/logger';

/** One line of the server's JSON log. */
export interface ServerLogLine {
  level: number;
  msg: string;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
}

/** pino's level of `error`: the lines that say the server failed. */
const errorLevel = 50;

/** Error lines the test apps logged since they were last looked at. */
const errorLines: ServerLogLine[] = [];

const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      const parsed = JSON.parse(line) as ServerLogLine;
      if (parsed.level >= errorLevel) errorLines.push(parsed);
    }
    done();
  },
});

/**
 * The logger of the test apps: the server's own options at level `error`, written here. An error line
 * that no test takes (`takeServerErrors`) fails the test it came in (tests/fail-on-console.ts): the API
 * suite runs with no error in the server's log.
 */
export function testLogger(): Logger {
  return pino(loggerOptions('error'), sink);
}

/**
 * The error lines logged since the last look, taken away: a test that provokes a server error on purpose
 * takes it and checks it, and any other fails the test.
 */
export function takeServerErrors(): ServerLogLine[] {
  return errorLines.splice(0);
}

/** One line a test did not take, as a failure message shows it. */
export function describeServerError(line: ServerLogLine): string {
  const cause = line.err ? `: ${line.err.stack ?? line.err.message ?? ''}` : '';
  return `server logged an error: ${line.msg}${cause}`;
}
