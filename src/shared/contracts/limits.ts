/**
 * Limits shared by the forms and the API, in a module without zod so that pages can show them (counters,
 * file pickers) without loading the validation library before it is needed.
 */

/** Plain text inputs are limited to 255 characters unless a rule says otherwise (doc 1 section 5). */
export const maxTextLength = 255;

/** The largest CV the contact form takes (decisions D10: size-limited). */
export const maxCvBytes = 5 * 1024 * 1024;
/** What the CV picker accepts; the server checks the bytes, not the name. */
export const cvAccept = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp';
/** The CV's name is shown cut to 20 characters (spec doc 1 section 9). */
export const cvNameShownLength = 20;
