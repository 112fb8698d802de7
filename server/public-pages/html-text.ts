/**
 * Text into HTML. Everything a user typed passes through one of these two before it reaches a
 * server-rendered document (React escapes what the components render).
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute's value: no character can end either. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * A value as JSON for the body of <script type="application/json">: `<`, `>` and `&` are
 * written as \u003c, \u003e and \u0026, so no string can hold `</script>` (ending the element)
 * or `<!--` (which makes the parser look for `-->` before the end tag), and U+2028 and U+2029 as
 * \u2028 and \u2029 (line ends to older JavaScript parsers). These characters only occur inside
 * JSON strings, where the escapes mean the same characters: JSON.parse reads back the value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
