import { describe, expect, it } from 'vitest';
import { formatFileSize, formatWait } from './dashboard-format';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the dashboard’s formats', () => {
  it('says a wait in minutes under an hour, hours under two days, days after', () => {
    expect(formatWait(20, 'en')).toBe('1 min');
    expect(formatWait(45 * 60, 'en')).toBe('45 mins');
    expect(formatWait(4 * 3600, 'en')).toBe('4 hrs');
    expect(formatWait(30 * 3600, 'fr')).toMatch(/^30\sh$/);
    expect(nbsp(formatWait(60 * 3600, 'fr'))).toBe('2,5 j');
    expect(nbsp(formatWait(60 * 3600, 'pt'))).toBe('2,5 dias');
  });

  it('says a file’s size in kB or MB', () => {
    expect(formatFileSize(81, 'en')).toBe('0.1 kB');
    expect(formatFileSize(250 * 1024, 'en')).toBe('250 kB');
    expect(nbsp(formatFileSize(3.5 * 1024 * 1024, 'fr'))).toBe('3,5 Mo');
  });
});
