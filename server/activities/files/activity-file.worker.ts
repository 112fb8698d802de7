/**
 * The activity file worker: reads one FIT, GPX or TCX file into activities (figures, laps,
 * points), off the request thread, with the memory and time limits its reader gives it.
 * Erasable TypeScript only, so Node runs it from the sources (tests, through
 * server/common/source-worker.ts) as well as compiled (dist).
 */
import { isMainThread, parentPort } from 'node:worker_threads';
import { readRouteXml, RouteXmlError } from '@server/trips/files/route-xml-reader.js';
import { activitiesFromRouteXml } from './activities-from-route-xml.js';
import { bestEfforts } from './best-efforts.js';
import type { ActivityFileInput } from './activity-file-bytes.js';
import { parseFitActivities } from './fit-activities.js';
import {
  ActivityFileError,
  type ActivityFileProblem,
  type ParsedActivity,
} from './parsed-activity.js';

export type ActivityFileReply =
  | { ok: true; activities: ParsedActivity[] }
  | { ok: false; problem: ActivityFileProblem | 'failed'; message: string };

/** The activities of one file, with their best efforts; ActivityFileError says why none. */
export function readActivityFile(input: ActivityFileInput): ParsedActivity[] {
  return activitiesOf(input).map((activity) => ({
    ...activity,
    bestEfforts: bestEfforts(activity.points, activity.times, activity.segmentStarts),
  }));
}

function activitiesOf(input: ActivityFileInput): ParsedActivity[] {
  if (input.kind === 'fit') return parseFitActivities(input.bytes);
  let xml;
  try {
    xml = readRouteXml(input.text);
  } catch (error) {
    if (!(error instanceof RouteXmlError)) throw error;
    throw new ActivityFileError(
      error.problem === 'unsupported' ? 'unsupported-type' : 'broken',
      error.problem === 'unsupported'
        ? 'The file is XML but not GPX or TCX: upload a FIT, GPX or TCX file from a device or app'
        : error.message,
    );
  }
  if (xml.format === 'kml') {
    throw new ActivityFileError(
      'unsupported-type',
      'The file is KML, which holds places and planned routes, not recorded activities: upload a FIT, GPX or TCX file (a KML route can start a trip)',
    );
  }
  return activitiesFromRouteXml(xml);
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.once('message', (input: ActivityFileInput) => {
    try {
      port.postMessage({
        ok: true,
        activities: readActivityFile(input),
      } satisfies ActivityFileReply);
    } catch (error) {
      const problem = error instanceof ActivityFileError ? error.problem : 'failed';
      const message = error instanceof Error ? error.message : String(error);
      port.postMessage({ ok: false, problem, message } satisfies ActivityFileReply);
    }
  });
}
