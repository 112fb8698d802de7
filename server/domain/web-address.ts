/** A scheme at the start ("https:", "javascript:"), not a host and port ("example.com:8080"). */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * A link as typed, completed as a browser's address bar would: "example.com/tent" and
 * "//example.com/tent" become "https://example.com/tent". A link with a scheme is left as it is,
 * for the rules to take (http, https) or refuse (javascript:, ftp:, ...). Blank stays blank.
 */
export function completeWebAddress(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || SCHEME.test(trimmed)) return trimmed;
  return trimmed.startsWith('//') ? `https:${trimmed}` : `https://${trimmed}`;
}
