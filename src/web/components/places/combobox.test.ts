import { describe, expect, it } from 'vitest';
import { announcement, nextActiveIndex, searchText } from './combobox';

describe('searchText', () => {
  it('asks nothing under 2 letters or digits, and trims and collapses spaces', () => {
    expect(searchText('')).toBe('');
    expect(searchText(' l ')).toBe('');
    expect(searchText('--')).toBe('');
    expect(searchText('  sao   pau ')).toBe('sao pau');
    expect(searchText('Lx')).toBe('Lx');
  });
});

describe('nextActiveIndex', () => {
  it('moves down and wraps to the first option', () => {
    expect(nextActiveIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextActiveIndex('ArrowDown', 2, 3)).toBe(0);
  });

  it('moves up, from the input to the last option, and wraps', () => {
    expect(nextActiveIndex('ArrowUp', -1, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 2, 3)).toBe(1);
    expect(nextActiveIndex('ArrowUp', 0, 3)).toBe(2);
  });

  it('has nothing active without options, and leaves other keys to the text box', () => {
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBe(-1);
    expect(nextActiveIndex('Home', 1, 3)).toBe(1);
  });
});

describe('announcement', () => {
  const t = (key: string, options?: Record<string, unknown>) =>
    options ? `${key}:${String(options.total)}` : key;
  it('says how many places were found, that none were, or that loading failed', () => {
    expect(announcement({ kind: 'results', count: 5 }, t)).toBe('places.found:5');
    expect(announcement({ kind: 'results', count: 0 }, t)).toBe('places.none');
    expect(announcement({ kind: 'error' }, t)).toBe('places.error');
    expect(announcement({ kind: 'loading' }, t)).toBe('');
    expect(announcement({ kind: 'idle' }, t)).toBe('');
  });
});
