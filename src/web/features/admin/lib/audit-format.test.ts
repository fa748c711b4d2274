import { describe, expect, it } from 'vitest';
import { compactJson, formatMoment } from './audit-format';

describe('the audit log’s cells', () => {
  it('write a value as JSON without spaces, and nothing as a dash', () => {
    expect(compactJson({ approved: 1, reason: 'other' })).toBe('{"approved":1,"reason":"other"}');
    expect(compactJson(null)).toBe('–');
    expect(compactJson(undefined)).toBe('–');
  });

  it('give the moment with a 24-hour time in the reader’s language', () => {
    const text = formatMoment('2026-12-03T21:05:00Z', 'fr');
    expect(text).toMatch(/2026/);
    expect(text).not.toMatch(/PM|AM/i);
    expect(formatMoment('not a date', 'en')).toBe('');
  });
});
