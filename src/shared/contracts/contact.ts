import { z } from 'zod';
import { email, flag, text } from './fields';
import { decimalInteger } from './numbers';

export { cvAccept, cvNameShownLength, maxCvBytes } from './limits';

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
  z
    .array(decimalInteger().pipe(z.number().positive({ error: 'invalid_value' })))
    .max(50, { error: 'invalid_value' }),
);

/** The contact form (spec doc 1 section 3 "Contact form"; minimum lengths of decisions D10). */
export const contactInput = z.object({
  name: atLeast(4),
  surname: atLeast(4),
  phone: text((s) =>
    s
      .min(1, { error: 'phone_required' })
      .regex(/^[0-9][0-9 ]*$/, { error: 'phone_digits' })
      .min(2, { error: 'min_2' }),
  ),
  /** The dial code chosen beside the phone, e.g. "+351" (countryCodes reference list). */
  phonecode: text((s) => s.regex(/^(\+[0-9]{1,4})?$/, { error: 'invalid_value' })),
  company: atLeast(4),
  email: email(),
  subject: atLeast(4),
  enquiry: text((s) => s.min(1, { error: 'required' }).min(4, { error: 'min_4' }), 5000),
  callback: flag().optional(),
  offers: offerIds.optional(),
});
export type ContactInput = z.input<typeof contactInput>;
