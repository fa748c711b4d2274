import type { EventEmitter } from 'node:events';

/** A second signal this soon after the first is the same stop asked twice, not a person insisting. */
export const signalEchoMs = 3000;

export interface StopSignalsOptions {
  /** Starts the graceful stop (closing HTTP, the jobs, the database); called once. */
  stop: (signal: NodeJS.Signals) => void;
  /** Ends the process at once. */
  exit: (code: number) => void;
  log: {
    info: (fields: object, message: string) => void;
    warn: (fields: object, message: string) => void;
  };
  /** Where the signals come from: the process. */
  signals?: Pick<EventEmitter, 'on'>;
  now?: () => number;
}

/**
 * SIGINT and SIGTERM stop the server gracefully. A second one while it stops is expected: `npm start`
 * runs in a process group, so Ctrl-C or a SIGTERM to the group reaches the server and npm, and npm
 * passes it on again; the start script's parent watch may add one. Those repeats are noted, not errors.
 * A person's second Ctrl-C some seconds later (`signalEchoMs`) ends the process at once; a repeated
 * SIGTERM does not, since what sends it again (npm, the parent watch, a process manager) waits for the
 * grace delay or escalates to SIGKILL itself.
 */
export function stopOnSignals({
  stop,
  exit,
  log,
  signals = process,
  now = () => Date.now(),
}: StopSignalsOptions): void {
  let firstAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    const at = now();
    if (firstAt === undefined) {
      firstAt = at;
      stop(signal);
    } else if (signal === 'SIGINT' && at - firstAt >= signalEchoMs) {
      log.warn({ signal }, 'stopping at once, without waiting for the graceful stop to end');
      exit(1);
    } else {
      log.info({ signal, afterMs: at - firstAt }, 'already stopping');
    }
  };
  signals.on('SIGINT', onSignal);
  signals.on('SIGTERM', onSignal);
}
