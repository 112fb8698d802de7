import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRouteXml } from '@server/trips/files/route-xml-reader.js';
import { activitiesFromRouteXml, type RouteXmlInput } from './activities-from-route-xml.js';
import { figuresFromPoints } from './activity-figures.js';
import { ActivityFileError, type ParsedActivity } from './parsed-activity.js';

const activityFixture = (name: string): string =>
  readFileSync(new URL(`../../../test/fixtures/activities/${name}`, import.meta.url), 'utf8');
const gpxFixture = (name: string): string =>
  readFileSync(new URL(`../../../test/fixtures/gpx/${name}`, import.meta.url), 'utf8');

/** The XML read as the app reads it, by the reader the activity file worker runs. */
const readXml = (text: string): Promise<RouteXmlInput> => Promise.resolve(readRouteXml(text));

const activitiesOf = async (text: string): Promise<ParsedActivity[]> =>
  activitiesFromRouteXml(await readXml(text));

const only = async (text: string): Promise<ParsedActivity> => {
  const activities = await activitiesOf(text);
  expect(activities).toHaveLength(1);
  return activities[0]!;
};

async function refusalOf(text: string): Promise<ActivityFileError> {
  try {
    await activitiesOf(text);
  } catch (error) {
    if (error instanceof ActivityFileError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

const tcx = (activities: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2"><Activities>${activities}</Activities></TrainingCenterDatabase>`;

const trackpoint = (time: string, latitude: number, extra = '') =>
  `<Trackpoint><Time>${time}</Time><Position><LatitudeDegrees>${latitude}</LatitudeDegrees><LongitudeDegrees>6</LongitudeDegrees></Position><AltitudeMeters>1000</AltitudeMeters>${extra}</Trackpoint>`;

describe('reading TCX files', () => {
  it('reads a Forerunner 410 run: its laps’ summary, its points and heart rates', async () => {
    const run = await only(activityFixture('test.tcx'));
    expect(run).toMatchObject({
      format: 'tcx',
      sport: 'Running',
      category: 'run',
      name: 'Aerobics',
      startTime: '2012-12-26T21:29:53.000Z',
      figuresFrom: 'file',
    });
    // The laps' TotalTimeSeconds and DistanceMeters, summed.
    expect(run.figures.movingS).toBeCloseTo(608.47 + 714.8 + 669.51, 6);
    expect(run.figures.distanceM).toBeCloseTo(1609.34399414 * 2 + 1470.5546875, 6);
    expect(run.figures.elapsedS).toBeCloseTo(1992.78, 2);
    // The laps' averages weighted by their time; the highest lap maximum.
    const weighted = (139 * 608.47 + 172 * 714.8 + 167 * 669.51) / (608.47 + 714.8 + 669.51);
    expect(run.figures.avgHeartRate).toBeCloseTo(weighted, 6);
    expect(run.figures.maxHeartRate).toBe(189);
    expect(run.laps.map(({ startTime, distanceM }) => [startTime, distanceM])).toEqual([
      ['2012-12-26T21:29:53.000Z', 1609.34399414],
      ['2012-12-26T21:40:02.000Z', 1609.34399414],
      ['2012-12-26T21:51:56.000Z', 1470.5546875],
    ]);
    // 384 trackpoints, the last without a position.
    expect(run.points).toHaveLength(383);
    expect(run.heartRates?.[0]).toBe(62);
    expect(run.heartRates?.at(-1)).toBe(180);
    expect(run.segmentStarts).toEqual([]);
  });

  it('measures the Forerunner 410’s points within 0.2 % of its own odometer', async () => {
    const run = await only(activityFixture('test.tcx'));
    // The last trackpoint's DistanceMeters: 4686.31103516 (python-tcxparser's test too).
    const measured = figuresFromPoints(run).distanceM ?? 0;
    expect(Math.abs(measured / 4686.31103516 - 1)).toBeLessThan(0.002);
  });

  it('keeps each <Track> of a Forerunner 305 lap a segment, with the lap’s figures', async () => {
    const run = await only(activityFixture('sample.tcx'));
    expect(run.points).toHaveLength(17);
    expect(run.segmentStarts).toEqual([13, 15]);
    expect(run.figures).toMatchObject({ movingS: 2325.02, distanceM: 8348.5039063 });
    expect(run.heartRates).toBeNull();
    expect(run.laps).toHaveLength(1);
  });

  it('reads a Fitbit ride written in local time, with its offset', async () => {
    const ride = await only(activityFixture('tour_hr.tcx'));
    expect(ride).toMatchObject({
      sport: 'Biking',
      category: 'ride',
      startTime: '2020-12-27T14:43:49.000Z',
      utcOffsetMinutes: 60,
    });
    expect(ride.figures).toMatchObject({ movingS: 2283, distanceM: 6839.970000000001 });
    // The file holds 8 minutes of the ride's points: the lap's 2,283 s are its elapsed time.
    expect(ride.figures.elapsedS).toBe(2283);
    expect(ride.heartRates?.every((value) => value !== null)).toBe(true);
    expect(ride.points).toHaveLength(465);
  });

  it('keeps a lap without positions, and every activity of the file in order', async () => {
    const text = tcx(
      `<Activity Sport="Running"><Id>2024-05-04T07:00:00Z</Id><Lap StartTime="2024-05-04T07:00:00Z"><TotalTimeSeconds>600</TotalTimeSeconds><DistanceMeters>1800</DistanceMeters><AverageHeartRateBpm><Value>150</Value></AverageHeartRateBpm><Track><Trackpoint><Time>2024-05-04T07:00:00Z</Time><HeartRateBpm><Value>140</Value></HeartRateBpm></Trackpoint></Track></Lap></Activity>` +
        `<Activity Sport="Biking"><Id>2024-05-04T08:00:00Z</Id><Lap StartTime="2024-05-04T08:00:00Z"><TotalTimeSeconds>20</TotalTimeSeconds><DistanceMeters>110</DistanceMeters><Track>` +
        trackpoint('2024-05-04T08:00:00Z', 45, '<Cadence>80</Cadence>') +
        trackpoint('2024-05-04T08:00:10Z', 45.0005, '<Cadence>90</Cadence>') +
        trackpoint('2024-05-04T08:00:20Z', 45.001, '<Cadence>0</Cadence>') +
        `</Track></Lap></Activity>`,
    );
    const [treadmill, ride, ...others] = await activitiesOf(text);
    expect(others).toEqual([]);
    // togeojson's tcx() gives no feature for this lap: the reader keeps it and its figures.
    expect(treadmill).toMatchObject({ sport: 'Running', points: [], heartRates: null });
    expect(treadmill?.figures).toMatchObject({
      movingS: 600,
      distanceM: 1800,
      elapsedS: 600,
      avgHeartRate: 150,
      avgSpeedMps: 3,
    });
    expect(ride?.category).toBe('ride');
    expect(ride?.cadences).toEqual([80, 90, null]);
    // Weighted by time: 80 for its 5 s, 90 for its 10 s; the 0 (coasting) left out.
    expect(ride?.figures.avgCadence).toBeCloseTo((80 * 5 + 90 * 10) / 15, 6);
  });

  it('reads a run’s cadence from the TPX extension', async () => {
    const text = tcx(
      `<Activity Sport="Running"><Id>2024-05-04T07:00:00Z</Id><Lap StartTime="2024-05-04T07:00:00Z"><TotalTimeSeconds>10</TotalTimeSeconds><Track>` +
        trackpoint(
          '2024-05-04T07:00:00Z',
          45,
          '<Extensions><ns3:TPX><ns3:RunCadence>86</ns3:RunCadence></ns3:TPX></Extensions>',
        ) +
        trackpoint(
          '2024-05-04T07:00:10Z',
          45.0003,
          '<Extensions><ns3:TPX><ns3:RunCadence>88</ns3:RunCadence></ns3:TPX></Extensions>',
        ) +
        `</Track></Lap></Activity>`,
    );
    expect((await only(text)).cadences).toEqual([86, 88]);
  });

  it('refuses a course, which holds a route and no activity', async () => {
    const refusal = await refusalOf(activityFixture('tcx-courses.tcx'));
    expect(refusal.problem).toBe('no-activity');
    expect(refusal.message).toBe(
      'The file holds a course (a route to follow), not a recorded activity.',
    );
  });
});

describe('reading GPX files', () => {
  it('reads an Apple Watch run: its segments, heart rates and cadences', async () => {
    const run = await only(activityFixture('Friday-Evening-Run.gpx'));
    expect(run).toMatchObject({
      format: 'gpx',
      sport: 'running',
      category: 'run',
      name: 'Friday Evening Run',
      startTime: '2025-05-02T15:51:15.692Z',
      figuresFrom: 'points',
      laps: [],
    });
    expect(run.segmentStarts).toEqual([4, 9]);
    // The first segment's points have a cadence and no heart rate.
    expect(run.heartRates?.slice(0, 5)).toEqual([null, null, null, null, 121]);
    expect(run.heartRates?.filter((value) => value !== null)).toHaveLength(13);
    expect(run.cadences?.slice(0, 4)).toEqual([64, 65, 64, 64]);
    expect(run.cadences?.every((value) => value !== null)).toBe(true);
    expect(run.figures.elapsedS).toBeCloseTo(2569.308, 3);
    // 87.65 m on the sphere (the README's figure): the geodesic is within 0.5 %.
    expect(Math.abs((run.figures.distanceM ?? 0) / 87.65 - 1)).toBeLessThan(0.005);
    expect(run.figures.maxHeartRate).toBe(171);
  });

  it('measures a Garmin Connect run as the trips measure it', async () => {
    const run = await only(gpxFixture('run.gpx'));
    // test/fixtures/gpx/README.md: 3100.6 m, Packtrail's gain 124.2 m and loss 101.2 m.
    expect(run.figures.distanceM).toBeCloseTo(3100.6, 1);
    expect(run.figures.gainM).toBeCloseTo(124.2, 1);
    expect(run.figures.lossM).toBeCloseTo(101.2, 1);
    expect(run.heartRates).toHaveLength(206);
    expect(run.heartRates?.[0]).toBe(130);
    expect(run.cadences).toBeNull();
    expect(run.figures.elapsedS).toBe(948);
  });

  it('reads heart rate and cadence under Garmin Connect’s ns3 prefix too', async () => {
    const point = (lat: number, time: string, hr: number, cad: number) =>
      `<trkpt lat="${lat}" lon="6"><ele>1000</ele><time>${time}</time><extensions><ns3:TrackPointExtension><ns3:hr>${hr}</ns3:hr><ns3:cad>${cad}</ns3:cad></ns3:TrackPointExtension></extensions></trkpt>`;
    const text = `<?xml version="1.0"?><gpx version="1.1" creator="Garmin Connect" xmlns="http://www.topografix.com/GPX/1/1" xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><trk><name>Col</name><type>trail_running</type><trkseg>${point(45, '2024-05-04T07:00:00Z', 96, 80)}${point(45.001, '2024-05-04T07:01:00Z', 101, 82)}</trkseg></trk></gpx>`;
    const run = await only(text);
    expect(run.heartRates).toEqual([96, 101]);
    expect(run.cadences).toEqual([80, 82]);
    expect(run.category).toBe('trail-run');
  });

  it('refuses a planned route (no times), a file of waypoints, and KML', async () => {
    const route = await refusalOf(gpxFixture('trek.gpx'));
    expect(route.problem).toBe('no-activity');
    expect(route.message).toMatch(/^The track has no times: it is a planned route/);
    const waypoints = await refusalOf(
      `<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><wpt lat="45" lon="6"><name>Hut</name></wpt></gpx>`,
    );
    expect(waypoints.problem).toBe('no-activity');
    expect(waypoints.message).toMatch(/^The file holds no track/);
    const kml = await refusalOf(gpxFixture('linestring.kml'));
    expect(kml.problem).toBe('unsupported-type');
  });
});
