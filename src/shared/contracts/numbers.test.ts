import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, maxJsonDepth } from './json-depth';
import { maxRecordId, recordId, recordIdList, recordIdOfPath, recordIdOrZero } from './numbers';

describe('record ids', () => {
  it('take 1 to the integer column’s largest value, as digits or a JSON number', () => {
    for (const value of [1, '1', '01', maxRecordId, String(maxRecordId)])
      expect(recordId().safeParse(value).success, String(value)).toBe(true);
  });

  it('refuse 0 and anything past the integer column as invalid_value', () => {
    for (const value of [
      0,
      '0',
      -1,
      maxRecordId + 1,
      '2147483648',
      2 ** 53,
      '9007199254740992',
      2 ** 63,
      '9223372036854775808',
      1.5,
      '1e3',
    ]) {
      const result = recordId().safeParse(value);
      expect(new Set(result.error?.issues.map((i) => i.message)), String(value)).toEqual(
        new Set(['invalid_value']),
      );
    }
  });

  it('take 0 where 0 means none or new', () => {
    expect(recordIdOrZero().parse('0')).toBe(0);
    expect(recordIdOrZero().safeParse('2147483648').success).toBe(false);
  });

  it('in an address: the number, or null past the column (the page is then not found)', () => {
    expect(recordIdOfPath('12')).toBe(12);
    expect(recordIdOfPath(String(maxRecordId))).toBe(maxRecordId);
    for (const segment of ['2147483648', '9223372036854775808', '0', '012', '1e3', '', undefined])
      expect(recordIdOfPath(segment), String(segment)).toBeNull();
  });
});

describe('JSON depth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(jsonNestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":1}}', 2)).toBe(false);
    expect(jsonNestsDeeperThan('["[[[[", "\\"[[["]', 1)).toBe(false);
    expect(jsonNestsDeeperThan('['.repeat(maxJsonDepth) + ']'.repeat(maxJsonDepth))).toBe(false);
    expect(jsonNestsDeeperThan('['.repeat(maxJsonDepth + 1))).toBe(true);
  });

  it('refuses a deeper id list as json_too_deep', () => {
    const result = recordIdList(50).safeParse('['.repeat(5000) + ']'.repeat(5000));
    expect(result.error?.issues.map((i) => i.message)).toEqual(['json_too_deep']);
  });
});
