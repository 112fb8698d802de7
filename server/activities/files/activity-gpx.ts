import { segmentRanges } from '@server/domain/route/route-segments.js';
import { decimal } from '@server/trips/files/trip-gpx.js';
import { escapeXml } from '@server/trips/files/xml-text.js';
import type { ActivityRouteEntity } from '../activity-route.entity.js';
import type { ActivityEntity } from '../activity.entity.js';

const HEADER =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<gpx version="1.1" creator="Packtrail" xmlns="http://www.topografix.com/GPX/1/1"' +
  ' xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">';

/** Heart rate and cadence as Garmin's TrackPointExtension writes them (what apps read back). */
function extension(heartRate: number | null | undefined, cadence: number | null | undefined) {
  const hrValue = heartRate ?? null;
  const cadValue = cadence ?? null;
  if (hrValue === null && cadValue === null) return '';
  const hr = hrValue === null ? '' : `<gpxtpx:hr>${Math.round(hrValue)}</gpxtpx:hr>`;
  const cad = cadValue === null ? '' : `<gpxtpx:cad>${Math.round(cadValue)}</gpxtpx:cad>`;
  return `<extensions><gpxtpx:TrackPointExtension>${hr}${cad}</gpxtpx:TrackPointExtension></extensions>`;
}

/**
 * An activity as GPX 1.1: one track of the activity's segments, each point with its elevation,
 * time, heart rate and cadence where recorded; the track's type the category (which an upload
 * reads back). Written in pieces, so a long route is never one giant string built twice.
 */
export function* activityGpx(
  activity: Pick<ActivityEntity, 'name' | 'notes' | 'category' | 'startTime'>,
  route: Pick<
    ActivityRouteEntity,
    'points' | 'segmentStarts' | 'times' | 'heartRates' | 'cadences'
  > | null,
): Generator<string> {
  yield `${HEADER}\n<metadata><name>${escapeXml(activity.name)}</name>`;
  yield `<time>${activity.startTime.toISOString()}</time></metadata>\n`;
  yield `<trk><name>${escapeXml(activity.name)}</name>`;
  if (activity.notes) yield `<desc>${escapeXml(activity.notes)}</desc>`;
  yield `<type>${escapeXml(activity.category)}</type>\n`;
  if (route) {
    for (const [from, to] of segmentRanges(route.points.length, route.segmentStarts)) {
      const lines: string[] = ['<trkseg>'];
      for (let index = from; index < to; index += 1) {
        const point = route.points[index];
        if (!point) continue;
        const [latitude, longitude, elevation] = point;
        const time = route.times[index];
        lines.push(
          `<trkpt lat="${decimal(latitude)}" lon="${decimal(longitude)}">` +
            (elevation === null ? '' : `<ele>${decimal(elevation)}</ele>`) +
            ((time ?? null) === null ? '' : `<time>${new Date(time ?? 0).toISOString()}</time>`) +
            extension(route.heartRates?.[index], route.cadences?.[index]) +
            '</trkpt>',
        );
      }
      lines.push('</trkseg>\n');
      yield lines.join('');
    }
  }
  yield '</trk>\n</gpx>\n';
}
