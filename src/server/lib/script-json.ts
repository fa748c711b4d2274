/**
 * JSON text made safe inside a `<script>` element: `<`, `>`, `&` and the line separators written as \u
 * escapes (valid JSON still, since they can only stand in its strings), so no text in it can close the
 * script or open a comment.
 */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
