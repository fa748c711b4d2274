import { contactInput } from '@shared/contracts/contact';
import { languages } from '@shared/i18n/languages';
import enValidation from '@shared/i18n/en/validation.json';
import esValidation from '@shared/i18n/es/validation.json';
import frValidation from '@shared/i18n/fr/validation.json';
import ptValidation from '@shared/i18n/pt/validation.json';
import { createInstance } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './form-errors';
import { schemaResolver } from './form-resolver';

const validation = { en: enValidation, es: esValidation, fr: frValidation, pt: ptValidation };

const form = {
  name: 'Lucia',
  surname: 'Fernandez',
  phone: '600 123 456',
  phonecode: '+34',
  company: 'Casa\r\nLucia',
  email: 'lucia@example.com',
  subject: 'Summer brigade',
  enquiry: 'Tab\there',
};

describe('a web form shows control characters as the server does, in every language', () => {
  it.each(languages)('%s', async (language) => {
    const i18n = createInstance();
    await i18n.init({ lng: language, resources: { [language]: { validation: validation[language] } } });
    const resolver = schemaResolver<typeof form, typeof contactInput>(contactInput);
    const { errors } = await resolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });
    const text = (field: keyof typeof form) => fieldErrorText(errors[field] as FieldError, i18n.t);
    expect(Object.keys(errors).sort()).toEqual(['company', 'enquiry']);
    expect(text('company')).toBe(validation[language].single_line);
    expect(text('enquiry')).toBe(validation[language].control_characters);
  });
});
