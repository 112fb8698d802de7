/**
 * Reads the XML of a GPX or KML file into GeoJSON features, with @xmldom/xmldom and
 * @tmcw/togeojson, in a worker thread: a 10 MB file builds a DOM of several hundred megabytes
 * and takes seconds, which on the main thread would stall every other request (and a file that
 * exhausts the worker's memory ends the worker, not the server). The text reaching here has
 * been checked already (no DOCTYPE, no ENTITY: route-file-text.ts). Kept to erasable TypeScript
 * and package imports only, so Node runs this file as it is from the sources (in tests) as well
 * as compiled (in dist).
 */
import { isMainThread, parentPort } from 'node:worker_threads';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { gpx, kml } from '@tmcw/togeojson';
import type { Feature, Geometry } from 'geojson';

export type RouteFileFormat = 'gpx' | 'kml';

/** What a route file holds, as togeojson reads it, and the name of the file's document. */
export interface RouteXml {
  format: RouteFileFormat;
  /** GPX `<metadata><name>` (1.1) or `<gpx><name>` (1.0); KML the `<Document>`'s name. */
  name: string | null;
  /**
   * The trip's dates as Packtrail's own GPX export writes them (creator "Packtrail", the first
   * line of the metadata's desc: "2026-08-14" or "2026-08-14 to 2026-08-16"), unchecked; null
   * for any other file, whose points' times date it instead.
   */
  writtenDates: { startDate: string; endDate: string } | null;
  /**
   * What the file says it is about: GPX `<metadata><desc>` (without the dates line a Packtrail
   * export puts first), KML the `<Document>`'s description; null for none.
   */
  description: string | null;
  /** The first GPX track's `<type>` (Packtrail writes the trip's activity there), unchecked. */
  trackType: string | null;
  features: Feature<Geometry | null>[];
}

/** Why a text could not be read: not XML (broken), or XML of another kind (unsupported). */
export type RouteXmlProblem = 'broken' | 'unsupported';

export class RouteXmlError extends Error {
  // A declared field, not a parameter property: Node strips types, and those are not erasable.
  readonly problem: RouteXmlProblem;

  constructor(problem: RouteXmlProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

const childNamed = (parent: Element | null | undefined, name: string): Element | null => {
  if (!parent) return null;
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.ELEMENT_NODE && (child as Element).localName === name) {
      return child as Element;
    }
  }
  return null;
};

const textOf = (element: Element | null): string | null => {
  const text = element?.textContent?.trim() ?? '';
  return text === '' ? null : text;
};

function documentName(format: RouteFileFormat, root: Element): string | null {
  if (format === 'gpx') {
    return (
      textOf(childNamed(childNamed(root, 'metadata'), 'name')) ?? textOf(childNamed(root, 'name'))
    );
  }
  const container = childNamed(root, 'Document') ?? childNamed(root, 'Folder');
  return textOf(childNamed(container, 'name'));
}

const WRITTEN_DATES = /^(\d{4}-\d{2}-\d{2})(?: to (\d{4}-\d{2}-\d{2}))?$/;

/** What trip-gpx.ts wrote of the trip's dates, so an exported trip imports back on its days. */
function writtenDates(format: RouteFileFormat, root: Element): RouteXml['writtenDates'] {
  if (format !== 'gpx' || root.getAttribute('creator') !== 'Packtrail') return null;
  const desc = textOf(childNamed(childNamed(root, 'metadata'), 'desc')) ?? '';
  const match = WRITTEN_DATES.exec(desc.split('\n')[0]?.trim() ?? '');
  if (!match?.[1]) return null;
  return { startDate: match[1], endDate: match[2] ?? match[1] };
}

/** The file's description; a Packtrail export's without its first line, the dates. */
function descriptionOf(format: RouteFileFormat, root: Element): string | null {
  if (format === 'kml') {
    const container = childNamed(root, 'Document') ?? childNamed(root, 'Folder');
    return textOf(childNamed(container, 'description'));
  }
  const desc = textOf(childNamed(childNamed(root, 'metadata'), 'desc'));
  if (desc === null || writtenDates(format, root) === null) return desc;
  return desc.split('\n').slice(1).join('\n').trim() || null;
}

const trackTypeOf = (format: RouteFileFormat, root: Element): string | null =>
  format === 'gpx' ? textOf(childNamed(childNamed(root, 'trk'), 'type')) : null;

/**
 * A KML Point's altitude is a height above sea level only with `altitudeMode` absolute; on the
 * ground (clampToGround, KML's default, or the sea floor) the altitude is ignored and is
 * usually written as 0, and relativeToGround is a height above the terrain. Those points lose
 * their third coordinate before togeojson reads them, so a waypoint is not put at 0 m.
 */
function dropNonAbsoluteAltitudes(root: Element): void {
  const points = root.getElementsByTagNameNS('*', 'Point');
  for (let i = 0; i < points.length; i += 1) {
    const point = points.item(i);
    const mode = textOf(childNamed(point, 'altitudeMode'));
    if (mode === 'absolute') continue;
    const coordinates = childNamed(point, 'coordinates');
    if (!coordinates) continue;
    coordinates.textContent = (coordinates.textContent ?? '')
      .trim()
      .split(/\s+/)
      .map((tuple) => tuple.split(',').slice(0, 2).join(','))
      .join(' ');
  }
}

/** Parses the XML (errors stop it: a broken file is refused, not half read) and converts it. */
export function readRouteXml(text: string): RouteXml {
  let document: Document;
  try {
    document = new DOMParser({
      locator: true,
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'application/xml');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new RouteXmlError('broken', reason.replace(/^.*caused Error: /s, ''));
  }
  const root = document.documentElement;
  const rootName = root?.localName;
  if (!root || (rootName !== 'gpx' && rootName !== 'kml')) {
    throw new RouteXmlError('unsupported', `its root element is <${root?.nodeName ?? ''}>`);
  }
  // togeojson's types name the browser's Document or xmldom's; this is xmldom's.
  if (rootName === 'kml') dropNonAbsoluteAltitudes(root);
  const features = rootName === 'gpx' ? gpx(document).features : kml(document).features;
  return {
    format: rootName,
    name: documentName(rootName, root),
    writtenDates: writtenDates(rootName, root),
    description: descriptionOf(rootName, root),
    trackType: trackTypeOf(rootName, root),
    features,
  };
}

/** A request from the main thread: one text, answered once. */
export type RouteXmlReply =
  | { ok: true; result: RouteXml }
  | { ok: false; problem: RouteXmlProblem | 'failed'; message: string };

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.once('message', (text: string) => {
    try {
      port.postMessage({ ok: true, result: readRouteXml(text) } satisfies RouteXmlReply);
    } catch (error) {
      const problem = error instanceof RouteXmlError ? error.problem : 'failed';
      const message = error instanceof Error ? error.message : String(error);
      port.postMessage({ ok: false, problem, message } satisfies RouteXmlReply);
    }
  });
}
