/**
 * How deeply a JSON body, or JSON text in a form field, may nest its arrays and objects. The deepest
 * input a call takes (a venue's address inside an item's `value`) is under 6; 32 leaves room for any
 * client, while recursion over what was read (serializing, comparing, validating) stays far from the
 * stack's limit, which some 4,000 levels reach.
 */
export const maxJsonDepth = 32;

/** The issue of JSON text nested too deeply (a field's; a body's is the same issue on `body`). */
export const jsonTooDeep = {
  code: 'custom',
  message: 'json_too_deep',
  params: { max: maxJsonDepth },
} as const;

/**
 * Whether JSON text nests arrays and objects more than `max` deep, read without parsing it (one pass,
 * nothing allocated): a brace or bracket inside a string does not count.
 */
export function jsonNestsDeeperThan(text: string, max = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}
