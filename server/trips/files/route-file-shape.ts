import { routeFileInvalid } from './route-file.errors.js';

/** How deep the file's elements nest and how many there are, as the first pass counted them. */
export interface RouteFileShape {
  depth: number;
  elements: number;
}

/**
 * The deepest nesting a file may have. The real files of test/fixtures/gpx nest 4 to 7 deep (7:
 * a Garmin point's heart rate, gpx > trk > trkseg > trkpt > extensions > TrackPointExtension >
 * hr; a KML track's data, kml > Document > Placemark > gx:MultiTrack > gx:Track > ExtendedData
 * > SchemaData). Hand-made KML may nest folders a few levels more: 64 is a wide margin. The file
 * that held the reader for a minute nested 400,000 deep.
 */
export const MAX_ROUTE_FILE_DEPTH = 64;

/**
 * The most elements a file may hold. The real files of test/fixtures/gpx hold 6 (point.kml) to
 * 7,445 (blue_hills.gpx, 268 KB: one element per 36 bytes). 10 MB (the most an upload may have)
 * of the densest real tracks hold about 262,000 (a bare `<trkpt lat="46.123456"
 * lon="7.123456"/>` per line) or 324,000 (a point with elevation and time, 3 elements in 97
 * bytes): a million is three times that, and still refuses 10 MB of bare `<a/>` (2.6 million),
 * whose DOM would pass the worker's 1 GB (999,990 `<trkpt/>` already did, in a measurement).
 */
export const MAX_ROUTE_FILE_ELEMENTS = 1_000_000;

const SLASH = 0x2f; // /
const BANG = 0x21; // !
const QUESTION = 0x3f; // ?
const GT = 0x3e; // >
const QUOTE = 0x22; // "
const APOSTROPHE = 0x27; // '

const unclosed = (what: string) =>
  routeFileInvalid(`The file is not well-formed XML: ${what} is never closed`);

/**
 * Where a start tag beginning at `start` ends (its `>`), skipping any `>` inside a quoted value.
 * Character by character: it measured faster than a regular expression or indexOf over quotes.
 */
function startTagEnd(text: string, start: number): number {
  let quote = 0;
  for (let i = start; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (quote !== 0) {
      if (code === quote) quote = 0;
    } else if (code === QUOTE || code === APOSTROPHE) {
      quote = code;
    } else if (code === GT) {
      return i;
    }
  }
  return -1;
}

/** The index just past `closing`, searched from `from`; a construct never closed is refused. */
function skipPast(text: string, from: number, closing: string, what: string): number {
  const end = text.indexOf(closing, from);
  if (end === -1) throw unclosed(what);
  return end + closing.length;
}

/**
 * A linear scan of the text for the nesting depth and the number of elements, with no DOM: a
 * tokenizer of XML's markup (tags, comments, CDATA, processing instructions) that stops at the
 * first limit passed. Well-formed XML is counted exactly; markup left open (a tag, comment,
 * CDATA section or processing instruction never closed) is refused here, so nothing the XML
 * parser could go on to read is hidden from the count. Stray end tags only lower the depth
 * (never below 0): the parser refuses such a file anyway.
 */
export function routeFileShape(text: string): RouteFileShape {
  let depth = 0;
  let maxDepth = 0;
  let elements = 0;
  let at = text.indexOf('<');
  while (at !== -1) {
    const next = text.charCodeAt(at + 1);
    if (next === BANG) {
      if (text.startsWith('<!--', at)) at = skipPast(text, at + 4, '-->', 'a comment');
      else if (text.startsWith('<![CDATA[', at))
        at = skipPast(text, at + 9, ']]>', 'a CDATA section');
      else at = skipPast(text, at + 2, '>', 'a declaration');
    } else if (next === QUESTION) {
      at = skipPast(text, at + 2, '?>', 'a processing instruction');
    } else if (next === SLASH) {
      at = skipPast(text, at + 2, '>', 'an end tag');
      depth = Math.max(0, depth - 1);
    } else {
      const end = startTagEnd(text, at + 1);
      if (end === -1) throw unclosed('a start tag');
      elements += 1;
      if (elements > MAX_ROUTE_FILE_ELEMENTS) break;
      if (text.charCodeAt(end - 1) !== SLASH) {
        depth += 1;
        if (depth > maxDepth) maxDepth = depth;
        if (maxDepth > MAX_ROUTE_FILE_DEPTH) break;
      }
      at = end + 1;
    }
    at = text.indexOf('<', at);
  }
  return { depth: maxDepth, elements };
}

/**
 * Refuses, before any XML parser sees the file, a shape no real GPX or KML file has: elements
 * nested deeper than MAX_ROUTE_FILE_DEPTH, or more of them than MAX_ROUTE_FILE_ELEMENTS. Such a
 * file costs the DOM parser minutes and gigabytes for nothing a route could use.
 */
export function checkRouteFileShape(text: string): void {
  const { depth, elements } = routeFileShape(text);
  if (depth > MAX_ROUTE_FILE_DEPTH) {
    throw routeFileInvalid(
      `The file nests its elements more than ${MAX_ROUTE_FILE_DEPTH} deep, ` +
        'which no GPX or KML file needs',
    );
  }
  if (elements > MAX_ROUTE_FILE_ELEMENTS) {
    throw routeFileInvalid(
      `The file holds more than ${MAX_ROUTE_FILE_ELEMENTS.toLocaleString('en')} elements, ` +
        'more than any GPX or KML file of 10 MB has',
    );
  }
}
