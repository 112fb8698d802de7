/**
 * Characters XML 1.0 does not allow (C0 controls but tab, LF and CR; U+FFFE, U+FFFF; halves of
 * surrogate pairs standing alone), NUL among them, which PostgreSQL cannot store either.
 */
const INVALID_XML_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without characters XML cannot hold. */
export const withoutInvalidXmlChars = (text: string): string => text.replace(INVALID_XML_CHARS, '');

/** A one-line text: invalid characters gone, runs of white space made one space, trimmed. */
export const oneLine = (text: string): string =>
  withoutInvalidXmlChars(text).replace(/\s+/g, ' ').trim();

/** At most `max` UTF-16 units (as the API's length limits count), never half a surrogate pair. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Text for an XML element or attribute value: invalid characters gone, markup escaped. */
export const escapeXml = (text: string): string =>
  withoutInvalidXmlChars(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
