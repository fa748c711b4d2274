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

/** The largest image account/image takes (decisions D7 limits; docs/decisions/021-media.md). */
export const maxImageBytes = 10 * 1024 * 1024;
/** The largest PDF (a CV) account/image takes. */
export const maxPdfBytes = 5 * 1024 * 1024;
/** The most pixels an uploaded image may have (width x height): refuses decompression bombs. */
export const maxImagePixels = 50_000_000;
/** What the media picker accepts; the server checks the bytes, not the name. */
export const imageAccept = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

/**
 * The sizes the server makes of every image (doc 1 section 9 crop presets, plus the share image of
 * social cards), in pixels. Each is WebP; `jpeg` ones also have a JPEG copy for the clients that
 * cannot show WebP (social networks' card readers, e-mail programs).
 */
export const imagePresets = {
  square: { width: 600, height: 600, jpeg: true },
  header: { width: 1200, height: 600, jpeg: false },
  showcase: { width: 400, height: 300, jpeg: false },
  miniature: { width: 460, height: 240, jpeg: false },
  share: { width: 1200, height: 630, jpeg: true },
} as const;
export type ImagePreset = keyof typeof imagePresets;
export const imagePresetNames = Object.keys(imagePresets) as ImagePreset[];
