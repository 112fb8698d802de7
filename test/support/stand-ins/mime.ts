/** A received mail, read as a mail client would: its headers and its text and HTML parts. */
export interface Mail {
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  text?: string;
  html?: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Headers (unfolded, names in lower case) and the body after the first empty line. */
function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Quoted-printable to text: soft line breaks joined, `=XX` bytes put back, as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const escape = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(escape)) {
      bytes.push(parseInt(escape, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header. */
const decodeHeader = (value: string): string =>
  value.replace(
    /=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi,
    (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\n/, ''))));
}

/**
 * Reads a raw RFC 5322 message: enough MIME for the mails the server sends (multipart/alternative
 * with text and HTML, quoted-printable, base64 or 7bit), as a test needs to follow a link.
 */
export function readMail(raw: string): Mail {
  const message = splitPart(raw);
  const mail: Mail = {
    headers: message.headers,
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    from: decodeHeader(message.headers.get('from') ?? ''),
    to: decodeHeader(message.headers.get('to') ?? ''),
  };
  for (const part of leafParts(message)) {
    const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
    if (type.startsWith('text/plain')) mail.text ??= decodeBody(part);
    else if (type.startsWith('text/html')) mail.html ??= decodeBody(part);
  }
  return mail;
}
