import { describe, expect, it } from 'vitest';
import { formatMegabytes } from './file-size';

describe('formatMegabytes', () => {
  it('names the limit in the interface language', () => {
    expect(formatMegabytes(10 * 1024 * 1024, 'en')).toBe('10 MB');
    // French puts a narrow no-break space before the unit.
    expect(formatMegabytes(5 * 1024 * 1024, 'fr')).toMatch(/^5\sMo$/u);
    expect(formatMegabytes(5 * 1024 * 1024, 'pt')).toBe('5 MB');
  });
});
