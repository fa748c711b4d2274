import { describe, expect, it } from 'vitest';
import { contactFormData, type ContactValues } from './send-contact';

const values: ContactValues = {
  name: 'Maria',
  surname: 'Lopez',
  phone: '600 000 000',
  phonecode: '+34',
  company: 'Casa Lopez',
  email: 'maria@example.com',
  subject: 'Head chef position',
  enquiry: 'Hello there',
  callback: false,
  offers: [],
};

describe('contactFormData: the multipart body of POST /api/contact', () => {
  it('carries every field, the language and the CV as fileupload', () => {
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const body = contactFormData({ values, file, lang: 'es' });
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      lang: 'es',
      name: 'Maria',
      surname: 'Lopez',
      phone: '600 000 000',
      phonecode: '+34',
      company: 'Casa Lopez',
      email: 'maria@example.com',
      subject: 'Head chef position',
      enquiry: 'Hello there',
      callback: '0',
    });
    const sent = body.get('fileupload');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('cv.pdf');
  });

  it('sends callback=1 and the selected offers joined by &', () => {
    const body = contactFormData({ values: { ...values, callback: true, offers: [12, 15] }, lang: 'en' });
    expect(body.get('callback')).toBe('1');
    expect(body.get('offers')).toBe('12&15');
    expect(body.has('fileupload')).toBe(false);
  });
});
