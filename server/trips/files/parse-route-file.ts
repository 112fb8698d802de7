import type { ParsedRouteFile } from './parsed-route-file.js';
import { routeFileInvalid, routeFileUnsupported } from './route-file.errors.js';
import { routeFileContents } from './route-file-features.js';
import { routeFileText } from './route-file-text.js';
import { readRouteXml, type RouteXml, type RouteXmlProblem } from './route-file.worker.js';

export type { ParsedRouteFile, ParsedWaypoint, RoutePoint } from './parsed-route-file.js';

/** The 400 for what the XML reader found wrong. */
export function routeXmlFailure(problem: RouteXmlProblem | 'failed', reason: string): Error {
  switch (problem) {
    case 'unsupported':
      return routeFileUnsupported(`The file is XML but neither GPX nor KML: ${reason}`);
    case 'broken':
      return routeFileInvalid(`The file is not well-formed XML: ${reason}`);
    case 'failed':
      return routeFileInvalid(`The file could not be read as GPX or KML: ${reason}`);
  }
}

/**
 * A GPX (1.0 or 1.1) or KML file's route, times and waypoints, read on the calling thread (the
 * app reads uploads through RouteFileReader, which runs the XML part in a worker). Throws the
 * module's 400s: not text or another format (ROUTE_FILE_UNSUPPORTED), a DOCTYPE or ENTITY,
 * broken XML, nothing to take (ROUTE_FILE_INVALID).
 */
export function parseRouteFile(bytes: Uint8Array, fileName: string): ParsedRouteFile {
  const text = routeFileText(bytes);
  let xml: RouteXml;
  try {
    xml = readRouteXml(text);
  } catch (error) {
    const problem = (error as { problem?: RouteXmlProblem }).problem ?? 'failed';
    throw routeXmlFailure(problem, error instanceof Error ? error.message : String(error));
  }
  return routeFileContents(xml, fileName);
}
