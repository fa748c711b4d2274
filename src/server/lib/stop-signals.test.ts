import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { signalEchoMs, stopOnSignals } from './stop-signals';

function setUp() {
  const signals = new EventEmitter();
  let clock = 1_000_000;
  const calls = { stop: vi.fn(), exit: vi.fn(), info: vi.fn(), warn: vi.fn() };
  stopOnSignals({
    stop: calls.stop,
    exit: calls.exit,
    log: { info: calls.info, warn: calls.warn },
    signals,
    now: () => clock,
  });
  return {
    calls,
    send: (signal: NodeJS.Signals, afterMs = 0) => {
      clock += afterMs;
      signals.emit(signal, signal);
    },
  };
}

describe('stop signals', () => {
  it('stop on the first SIGTERM or SIGINT, once', () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const { calls, send } = setUp();
      send(signal);
      expect(calls.stop).toHaveBeenCalledExactlyOnceWith(signal);
    }
  });

  it('take the same signal passed on again by npm as the same stop, logged as information', () => {
    const { calls, send } = setUp();
    send('SIGTERM');
    send('SIGTERM', 5);
    send('SIGINT', 10);
    expect(calls.stop).toHaveBeenCalledTimes(1);
    expect(calls.info).toHaveBeenCalledTimes(2);
    expect(calls.warn).not.toHaveBeenCalled();
    expect(calls.exit).not.toHaveBeenCalled();
  });

  it('end the process at once on a second Ctrl-C some seconds later', () => {
    const { calls, send } = setUp();
    send('SIGINT');
    send('SIGINT', 200);
    expect(calls.exit).not.toHaveBeenCalled();
    send('SIGINT', signalEchoMs);
    expect(calls.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(calls.warn).toHaveBeenCalledTimes(1);
  });

  it('leave a repeated SIGTERM to the grace delay, however late', () => {
    const { calls, send } = setUp();
    send('SIGTERM');
    send('SIGTERM', 60_000);
    expect(calls.exit).not.toHaveBeenCalled();
    expect(calls.info).toHaveBeenCalledTimes(1);
  });
});
