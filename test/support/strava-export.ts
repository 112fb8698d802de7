import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';

/*
 * A Strava bulk export for the tests, built as Strava builds one (activities.csv beside the
 * activities/ folder), from the real files of test/fixtures/activities.
 */

/** A file of test/fixtures/activities (its README gives each one's source). */
const fixture = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`../fixtures/activities/${name}`, import.meta.url)));

// A 2026 export's header, abridged after Elevation Gain.
export const STRAVA_CSV_HEADER =
  'Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Athlete Weight,Bike Weight,Elapsed Time,Moving Time,Distance,Max Speed,Average Speed,Elevation Gain';

/**
 * An export as Strava sends it: activities.csv and the activities/ folder, gzipped and plain
 * files, one entered by hand (no file), one damaged, one missing, one the same run again.
 */
export function stravaExport(): Uint8Array {
  const csv = [
    STRAVA_CSV_HEADER,
    '1001,"Jun 11, 2017, 9:34:09 PM",Track session,Run,Short one,58,0.16,,,false,,Speedgoat 5,activities/1001.fit.gz,,,58,57,157.6,3,2.7,0',
    '1002,"Mar 10, 2013, 10:23:26 AM",Sunday ride,Ride,,2900,17.1,,,false,,Old bike,activities/1002.tcx,,,2900,2800,17100,10,6,50',
    '1003,"Jan 3, 2022, 6:05:00 PM",Climbing gym,Rock Climbing,Bouldering,5400,0,,,false,,,,,,5400,,,,,',
    '1004,"Jun 11, 2017, 9:32:51 PM",Walk with a bad end,Walk,,45,0.07,,,false,,,activities/1004.fit.gz,,,45,45,67.8,,,',
    '1005,"Jun 12, 2017, 9:32:51 PM",Lost file,Walk,,45,0.07,,,false,,,activities/1005.gpx.gz,,,45,45,67.8,,,',
    '1006,"Jun 11, 2017, 9:34:09 PM",Track session again,Run,,58,0.16,,,false,,,activities/1006.fit,,,58,57,157.6,3,2.7,0',
  ].join('\n');
  return zipSync({
    'activities.csv': new TextEncoder().encode(csv),
    activities: {
      '1001.fit.gz': new Uint8Array(gzipSync(fixture('garmin-fenix-5-run.fit'))),
      '1002.tcx': fixture('test.tcx'),
      '1004.fit.gz': new Uint8Array(gzipSync(fixture('garmin-fenix-5-walk-truncated.fit'))),
      '1006.fit': fixture('garmin-fenix-5-run.fit'),
    },
  });
}
