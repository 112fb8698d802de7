import { routeFileInvalid, routeFileUnsupported } from './route-file.errors.js';
import { checkRouteFileShape } from './route-file-shape.js';

/**
 * A route file's bytes as text, and the checks made on the text before any XML parser sees it.
 * The encoding comes from the byte order mark, else from the first bytes (UTF-16 without a
 * mark), else from the XML declaration; UTF-8 is the default, and bytes that are not UTF-8 in a
 * file that declares nothing are read as Windows-1252 (what old Windows tools wrote).
 */

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  prefix.every((byte, index) => bytes[index] === byte);

/** Binary formats people mistake for route files, by their magic numbers. */
const BINARY_FORMATS: readonly { prefix: readonly number[]; message: string }[] = [
  {
    prefix: [0x50, 0x4b, 0x03, 0x04],
    message: 'The file is a zip archive (a KMZ?): unzip it and import the .kml or .gpx inside',
  },
  { prefix: [0x1f, 0x8b], message: 'The file is compressed (gzip): import the GPX or KML inside' },
  { prefix: [0x89, 0x50, 0x4e, 0x47], message: 'The file is a PNG picture, not a GPX or KML file' },
  { prefix: [0xff, 0xd8, 0xff], message: 'The file is a JPEG picture, not a GPX or KML file' },
  { prefix: [0x25, 0x50, 0x44, 0x46], message: 'The file is a PDF, not a GPX or KML file' },
];

/** A FIT activity file carries ".FIT" at bytes 8 to 11. */
const isFit = (bytes: Uint8Array): boolean =>
  bytes.length >= 12 && String.fromCharCode(...bytes.subarray(8, 12)) === '.FIT';

function declaredEncoding(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const match = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(head);
  return match?.[1]?.toLowerCase() ?? null;
}

function encodingOf(bytes: Uint8Array): { label: string; declared: boolean } {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return { label: 'utf-8', declared: true };
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0x3c, 0x00, 0x3f, 0x00])) {
    return { label: 'utf-16le', declared: true };
  }
  if (startsWith(bytes, [0xfe, 0xff]) || startsWith(bytes, [0x00, 0x3c, 0x00, 0x3f])) {
    return { label: 'utf-16be', declared: true };
  }
  const declared = declaredEncoding(bytes);
  // A UTF-16 declaration read through ASCII bytes is wrong: the bytes are what they are.
  if (declared && !declared.startsWith('utf-16')) return { label: declared, declared: true };
  return { label: 'utf-8', declared: false };
}

function isKnownEncoding(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}

function decode(bytes: Uint8Array): string {
  const { label, declared } = encodingOf(bytes);
  if (!isKnownEncoding(label)) {
    throw routeFileInvalid(`The file says it is written in ${label}, an encoding we do not read`);
  }
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    if (!declared) return new TextDecoder('windows-1252').decode(bytes);
    throw routeFileInvalid(`The file says it is written in ${label}, but its bytes are not`);
  }
}

/**
 * A document type declaration is where XML's dangers live: entities that expand a few bytes
 * into gigabytes ("billion laughs") and external entities that read local files or URLs
 * (XXE). GPX and KML need none, so a file holding one is refused before any parser sees it,
 * wherever it stands (inside a comment or CDATA too: a check that tried to tell those apart
 * could be told apart from the parser's reading).
 */
const DTD_DECLARATION = /<!\s*(DOCTYPE|ENTITY)/i;

/**
 * The file's text, refused when it is not text, holds a DOCTYPE or ENTITY declaration, or has a
 * shape no real route file has (route-file-shape.ts).
 */
export function routeFileText(bytes: Uint8Array): string {
  if (bytes.length === 0) throw routeFileInvalid('The file is empty');
  const binary = BINARY_FORMATS.find(({ prefix }) => startsWith(bytes, prefix));
  if (binary) throw routeFileUnsupported(binary.message);
  if (isFit(bytes)) {
    throw routeFileUnsupported('The file is a FIT activity: export it as GPX and import that');
  }
  const text = decode(bytes);
  if (DTD_DECLARATION.test(text)) {
    throw routeFileInvalid(
      'The file holds a DOCTYPE or ENTITY declaration, which GPX and KML never need: ' +
        'such files are refused for safety (they can expand entities or read other files)',
    );
  }
  checkRouteFileShape(text);
  return text;
}
