/**
 * The activities of a GPX or TCX file, from what the XML reader (the trips' route-file.worker.ts,
 * run off the request thread) made of it: GPX one activity per file, TCX one per `<Activity>`.
 */
import { ActivityFileError, type ParsedActivity } from './parsed-activity.js';
import { gpxActivity } from './gpx-activity.js';
import type { RouteXmlInput } from './route-xml-input.js';
import { tcxActivities } from './tcx-activities.js';

export type { RouteXmlInput } from './route-xml-input.js';

/**
 * Throws ActivityFileError: 'unsupported-type' for KML (places and drawn lines, not a
 * recording); 'no-activity' for a file with no track point and no lap (a TCX course, a GPX of
 * waypoints), or a GPX track without times (a planned route).
 */
export function activitiesFromRouteXml(xml: RouteXmlInput): ParsedActivity[] {
  switch (xml.format) {
    case 'kml':
      throw new ActivityFileError(
        'unsupported-type',
        'The file is KML, which holds places and drawn lines, not a recorded activity: export the activity as GPX, TCX or FIT.',
      );
    case 'gpx':
      return [gpxActivity(xml)];
    case 'tcx': {
      const activities = tcxActivities(xml.tcxActivities ?? []);
      if (activities.length > 0) return activities;
      const course = xml.features.length > 0;
      throw new ActivityFileError(
        'no-activity',
        course
          ? 'The file holds a course (a route to follow), not a recorded activity.'
          : 'The file holds no recorded activity: no lap and no track point.',
      );
    }
  }
}
