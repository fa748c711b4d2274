import { z } from 'zod';
import { email, flag, multilineText, phone, text } from './fields';
import { recordId } from './numbers';
import { defineCall } from './call';

export { cvAccept, cvNameShownLength, maxCvBytes } from './limits';

/** A dial code with or without its international prefix (`+` or `00`), or nothing. */
const dialCodePattern = /^(?:(?:\+|00)?[1-9][0-9]{0,3})?$/;

const atLeast = (min: number, requiredKey = 'required') =>
  text((s) => s.min(1, { error: requiredKey }).min(min, { error: `min_${min}` }));

/** Selected offers of the send-CV-only flow: `12&15` as in contact/{ids}, a comma list, or an array. */
const offerIds = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    if (Array.isArray(v)) return v;
    return String(v)
      .split(/[&,]/)
      .map((s) => s.trim())
      .filter(Boolean);
  },
  z.array(recordId()).max(50, { error: 'invalid_value' }),
);

/** The contact form (spec doc 1 section 3 "Contact form"; minimum lengths of decisions D10). */
export const contactInput = z.object({
  name: atLeast(4),
  surname: atLeast(4),
  /** As people write it, stored normalized (`phone`); at least 2 digits (decisions D10). */
  phone: phone({ minDigits: 2, minKey: 'min_2' }),
  /**
   * The dial code beside the phone (countryCodes reference list): `34`, `+34` and `0034` are one code,
   * stored as `+34`; may be empty.
   */
  phonecode: text((s) =>
    s
      .regex(dialCodePattern, { error: 'invalid_value' })
      .transform((v) => (v === '' ? '' : `+${v.replace(/^(?:\+|00)/, '')}`)),
  ),
  company: atLeast(4),
  email: email(),
  subject: atLeast(4),
  enquiry: multilineText((s) => s.min(1, { error: 'required' }).min(4, { error: 'min_4' }), 5000),
  callback: flag().optional(),
  offers: offerIds.optional(),
});
export type ContactInput = z.input<typeof contactInput>;

/** POST /api/contact: the contact form and the send-CV-only flow (form, JSON or multipart with a CV). */
export const contactSend = defineCall({
  name: 'contact.send',
  method: 'POST',
  path: '/api/contact',
  access: 'public',
  summary: 'Sends the contact form, with a CV file (`fileupload`, `curriculum` or `cv`) when multipart.',
  input: contactInput,
  output: z.object({ id: z.number().int().positive() }),
  status: 201,
  multipart: true,
  errors: ['file_rejected', 'rate_limited'],
});

export const contactCalls = [contactSend];
