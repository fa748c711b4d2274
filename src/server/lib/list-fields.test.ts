import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { readListFields } from './list-fields';

describe('readListFields', () => {
  it('reads name[] as the list name, one item or many, beside the plain spelling', () => {
    expect(readListFields({ 'ids[]': ['1', '2'], lang: 'en' })).toEqual({ ids: ['1', '2'], lang: 'en' });
    expect(readListFields({ 'id[]': '25' })).toEqual({ id: ['25'] });
    expect(readListFields({ ids: '1', 'ids[]': '2' })).toEqual({ ids: ['1', '2'] });
    const plain = { ids: '1,2' };
    expect(readListFields(plain)).toBe(plain);
  });

  it('refuses any other bracket in a name, on the field it names', () => {
    for (const [name, field] of [
      ['ids[0]', 'ids'],
      ['ids[][]', 'ids'],
      ['value[company]', 'value'],
      ['[]', '[]'],
    ]) {
      let thrown: unknown;
      try {
        readListFields({ [name!]: '1' });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect((thrown as AppError).issues).toEqual([{ field, code: 'list_form_invalid', params: { field } }]);
    }
  });
});
