import { readFileSync } from 'node:fs';
import { FitBaseType, FitEncoder, type FitEncoderField } from 'fit-file-parser';
import { describe, expect, it } from 'vitest';
import { figuresFromPoints } from './activity-figures.js';
import { parseFitActivities } from './fit-activities.js';
import { ActivityFileError, type ParsedActivity } from './parsed-activity.js';

const fixture = (name: string): Buffer =>
  readFileSync(new URL(`../../../test/fixtures/activities/${name}`, import.meta.url));

const parse = (name: string): ParsedActivity[] => parseFitActivities(fixture(name));

const only = (name: string): ParsedActivity => {
  const activities = parse(name);
  expect(activities).toHaveLength(1);
  return activities[0]!;
};

/** The error a parse throws, to check its problem and message. */
function refusalOf(bytes: Uint8Array): ActivityFileError {
  try {
    parseFitActivities(bytes);
  } catch (error) {
    if (error instanceof ActivityFileError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

/**
 * The device's own summary, as its session message records it (test/fixtures/activities/
 * README.md): equal to the centimetre and millisecond, since the figures are taken as written.
 */
describe('reading the figures of the devices’ own summaries', () => {
  it.each([
    // file, sport, sub-sport, start, elapsed s, timer s, distance m, gain m, loss m
    [
      'activity-small-fenix2-run.fit',
      'running',
      null,
      '2015-08-15T14:45:08.000Z',
      2832,
      2832,
      9008.22,
      64,
      61,
    ],
    [
      'garmin-fenix-5-run.fit',
      'running',
      'generic',
      '2017-06-11T14:34:09.000Z',
      56.887,
      56.887,
      157.56,
      2,
      0,
    ],
    [
      'garmin-fenix-5-walk.fit',
      'walking',
      'generic',
      '2017-06-11T14:32:51.000Z',
      45.379,
      45.379,
      67.85,
      1,
      0,
    ],
    [
      'garmin-fenix-5-bike.fit',
      'cycling',
      'generic',
      '2017-06-12T16:09:22.000Z',
      60.363,
      60.363,
      459.52,
      0,
      4,
    ],
    [
      'garmin-edge-820-bike.fit',
      'cycling',
      'commuting',
      '2017-06-12T16:10:15.000Z',
      64.524,
      64.524,
      457.12,
      0,
      0,
    ],
    [
      'coros-pace-2-cycling-misaligned-fields.fit',
      'cycling',
      null,
      '2020-10-25T11:10:19.000Z',
      12719,
      11287,
      32145.76,
      938,
      1231,
    ],
    [
      'running-with-developer-data.fit',
      'running',
      'generic',
      '2018-06-14T14:55:22.000Z',
      1680.559,
      1680.559,
      5383.19,
      32,
      30,
    ],
  ] as const)(
    '%s: %s, the session’s distance, times and climb',
    (name, sport, subSport, start, elapsed, timer, distance, gain, loss) => {
      const activity = only(name);
      expect(activity).toMatchObject({ format: 'fit', sport, subSport, figuresFrom: 'file' });
      expect(activity.startTime).toBe(start);
      expect(activity.figures.elapsedS).toBeCloseTo(elapsed, 3);
      expect(activity.figures.movingS).toBeCloseTo(timer, 3);
      expect(activity.figures.distanceM).toBeCloseTo(distance, 2);
      expect(activity.figures.gainM).toBe(gain);
      expect(activity.figures.lossM).toBe(loss);
    },
  );

  it('takes speeds in m/s, heart rate and cadence from the session', () => {
    const run = only('garmin-fenix-5-run.fit');
    expect(run.figures).toMatchObject({
      maxSpeedMps: 3.658,
      avgSpeedMps: 2.77,
      avgHeartRate: 90,
      maxHeartRate: 112,
    });
    // 83 steps a minute and the session's fractional half step.
    expect(run.figures.avgCadence).toBeGreaterThanOrEqual(83);
    expect(run.figures.avgCadence).toBeLessThan(84);
    expect(only('garmin-edge-820-bike.fit').figures).toMatchObject({ maxSpeedMps: 7.194 });
  });

  it('names each sport’s category from its sport and sub-sport', () => {
    expect(only('activity-small-fenix2-run.fit').category).toBe('run');
    expect(only('garmin-fenix-5-walk.fit').category).toBe('walk');
    expect(only('garmin-edge-820-bike.fit').category).toBe('ride');
  });
});

describe('reading a multi-sport file', () => {
  const activities = parse('activity-large-fenxi2-multisport.fit');

  it('gives one activity per sport session, in order, without the three transitions', () => {
    expect(activities.map(({ sport, startTime }) => [sport, startTime])).toEqual([
      // The first session's records begin 45 min before its start_time, and its elapsed time
      // (11,738 s to the next session) counts from them: the activity starts with its records.
      ['generic', '2015-08-29T07:14:44.000Z'],
      ['running', '2015-08-29T10:36:00.000Z'],
      ['running', '2015-08-29T11:14:21.000Z'],
      ['cycling', '2015-08-29T13:11:37.000Z'],
    ]);
    expect(activities.map(({ figures }) => figures.distanceM)).toEqual([
      25072.07, 2245.23, 12740.37, 28928.27,
    ]);
    expect(activities.map(({ figures }) => figures.gainM)).toEqual([122, 732, 455, 234]);
    expect(activities.map(({ category }) => category)).toEqual([null, 'run', 'run', 'ride']);
  });

  it('gives each session the records and the lap of its own time', () => {
    expect(activities.map(({ points }) => points.length)).toEqual([11683, 2199, 6695, 3127]);
    for (const activity of activities) {
      const start = Date.parse(activity.startTime);
      const end = start + (activity.figures.elapsedS ?? 0) * 1000;
      expect(activity.times[0]).toBeGreaterThanOrEqual(start);
      expect(activity.times.at(-1)).toBeLessThanOrEqual(end + 1000);
      expect(activity.laps).toHaveLength(1);
    }
    expect(activities[3]?.laps[0]?.startTime).toBe('2015-08-29T13:11:37.000Z');
  });

  it('fills what the sessions leave out (heart rate, top speed) from the records', () => {
    const climb = activities[1];
    // The fenix 2 writes neither in its multisport sessions.
    expect(climb?.figures.avgHeartRate).toBeCloseTo(164.4, 1);
    expect(climb?.figures.maxHeartRate).toBe(172);
    // The records jump 100 m in 4 s at 11:05:24 (the device's distance too): not a top speed.
    expect(climb?.figures.maxSpeedMps).toBeGreaterThan(2);
    expect(climb?.figures.maxSpeedMps).toBeLessThan(4.5);
    expect(climb?.figuresFrom).toBe('file');
  });

  it('dates a Garmin triathlon written "summary first" by its sessions’ start times', () => {
    // Every session of this file carries the same timestamp; only start_time tells them apart.
    const triathlon = parse('triathlon_summary_first.fit');
    expect(triathlon.map(({ sport, subSport }) => [sport, subSport])).toEqual([
      ['swimming', 'open_water'],
      ['cycling', 'generic'],
      ['running', 'generic'],
    ]);
    expect(triathlon.map(({ category }) => category)).toEqual(['swim', 'ride', 'run']);
    expect(triathlon.map(({ figures }) => figures.distanceM)).toEqual([513.26, 13517.59, 4491.51]);
    expect(triathlon.map(({ laps }) => laps.length)).toEqual([3, 2, 3]);
    expect(triathlon.map(({ points }) => points.length)).toEqual([676, 1566, 1573]);
    expect(triathlon.every(({ utcOffsetMinutes }) => utcOffsetMinutes === -300)).toBe(true);
  });
});

describe('laps, points and segments', () => {
  it('takes the laps with their own figures', () => {
    const { laps, figures } = only('activity-small-fenix2-run.fit');
    expect(laps.map(({ startTime }) => startTime)).toEqual([
      '2015-08-15T14:45:09.000Z',
      '2015-08-15T14:49:40.000Z',
      '2015-08-15T15:03:37.000Z',
      '2015-08-15T15:16:16.000Z',
    ]);
    const lapsDistance = laps.reduce((sum, lap) => sum + (lap.distanceM ?? 0), 0);
    expect(lapsDistance).toBeCloseTo(figures.distanceM ?? 0, -1);
    expect(only('running-with-developer-data.fit').laps).toHaveLength(14);
  });

  it('turns positions from semicircles into degrees, with elevation, heart rate and cadence', () => {
    const run = only('activity-small-fenix2-run.fit');
    // Stavanger, Norway; the first record's semicircles are 703372452 and 68348292.
    expect(run.points[0]?.[0]).toBeCloseTo(58.959183, 5);
    expect(run.points[0]?.[1]).toBeCloseTo(5.728839, 5);
    expect(run.points[0]?.[2]).toBe(55);
    expect(run.times[0]).toBe(Date.parse('2015-08-15T14:45:08Z'));
    expect(run.heartRates?.[0]).toBe(69);
    expect(run.cadences?.[0]).toBe(56);
    expect(run.times).toHaveLength(run.points.length);
  });

  it('leaves heart rate or cadence null where the device recorded none', () => {
    const bike = only('garmin-fenix-5-bike.fit');
    expect(bike.heartRates?.every((value) => value !== null)).toBe(true);
    expect(bike.cadences).toBeNull();
    expect(bike.figures.avgCadence).toBeNull();
  });

  it('starts a segment after each pause of a Coros ride', () => {
    const ride = only('coros-pace-2-cycling-misaligned-fields.fit');
    // 1,432 s between elapsed and timer time, in 9 stops.
    expect(ride.segmentStarts).toHaveLength(9);
    for (const start of ride.segmentStarts) {
      const gap = (ride.times[start] ?? 0) - (ride.times[start - 1] ?? 0);
      expect(gap).toBeGreaterThan(1000);
    }
    expect(only('activity-small-fenix2-run.fit').segmentStarts).toEqual([]);
  });

  it('reads a file with developer fields (Stryd power) as any other', () => {
    const run = only('running-with-developer-data.fit');
    expect(run.points).toHaveLength(1681);
    expect(run.figures.avgCadence).toBeCloseTo(79.9, 1);
  });
});

describe('the local time', () => {
  it('is the activity’s local_timestamp less its timestamp', () => {
    expect(only('activity-small-fenix2-run.fit').utcOffsetMinutes).toBe(120);
    expect(only('garmin-fenix-5-walk.fit').utcOffsetMinutes).toBe(-420);
    expect(only('running-with-developer-data.fit').utcOffsetMinutes).toBe(120);
  });

  it('is unknown where a device writes UTC as local time far from Greenwich', () => {
    // A Coros Pace 2 in Colombia (UTC-5) wrote local_timestamp = timestamp.
    expect(only('coros-pace-2-cycling-misaligned-fields.fit').utcOffsetMinutes).toBeNull();
  });
});

describe('the points’ own figures against the device’s', () => {
  // How far the figures worked out from the records stray from the device's summary, on files
  // whose timer ran throughout: distance 1.5 %, elapsed 2 s, moving time 6 %, top speed 15 %
  // below to 5 % above the device's (which takes the fastest second, the points 10 s).
  it.each([
    ['activity-small-fenix2-run.fit', 0],
    ['running-with-developer-data.fit', 0],
    ['triathlon_summary_first.fit', 1],
    ['triathlon_summary_first.fit', 2],
    ['activity-large-fenxi2-multisport.fit', 2],
    ['activity-large-fenxi2-multisport.fit', 3],
  ] as const)('%s, activity %i', (name, index) => {
    const activity = parse(name)[index]!;
    const device = activity.figures;
    const points = figuresFromPoints(activity);
    expect(Math.abs((points.distanceM ?? 0) / (device.distanceM ?? 1) - 1)).toBeLessThan(0.015);
    expect(Math.abs((points.elapsedS ?? 0) - (device.elapsedS ?? 0))).toBeLessThanOrEqual(2);
    expect(Math.abs((points.movingS ?? 0) / (device.movingS ?? 1) - 1)).toBeLessThan(0.06);
  });

  it('finds a top speed close to the devices’', () => {
    for (const [name, index] of [
      ['running-with-developer-data.fit', 0],
      ['triathlon_summary_first.fit', 2],
      ['garmin-edge-820-bike.fit', 0],
    ] as const) {
      const activity = parse(name)[index]!;
      const ratio =
        (figuresFromPoints(activity).maxSpeedMps ?? 0) / (activity.figures.maxSpeedMps ?? 1);
      expect(ratio, name).toBeGreaterThan(0.85);
      expect(ratio, name).toBeLessThan(1.05);
    }
  });
});

describe('refusing what is not a FIT activity', () => {
  it('refuses an empty file', () => {
    expect(refusalOf(new Uint8Array())).toMatchObject({
      problem: 'empty',
      message: 'The file is empty: it has no data at all (0 bytes).',
    });
  });

  it('refuses a file cut off while copying', () => {
    const refusal = refusalOf(fixture('garmin-fenix-5-walk-truncated.fit'));
    expect(refusal.problem).toBe('broken');
    expect(refusal.message).toBe(
      'The file ends before its data does: it may have been cut off while copying. Copy it from the device again.',
    );
  });

  it('refuses a file whose check sum fails, though its data would decode', () => {
    // One bit of a record's timestamp differs from garmin-fenix-5-walk.fit.
    const refusal = refusalOf(fixture('garmin-fenix-5-walk-bad-crc.fit'));
    expect(refusal.problem).toBe('broken');
    expect(refusal.message).toMatch(/^The file's check sum does not match its contents/);
  });

  it('refuses a file of another kind', () => {
    const gpx = refusalOf(fixture('Friday-Evening-Run.gpx'));
    expect(gpx.problem).toBe('broken');
    expect(gpx.message).toMatch(/^The file is not a FIT file/);
    const tiny = refusalOf(new Uint8Array([14, 16, 1, 2, 3]));
    expect(tiny.message).toMatch(/^The file is too short to be a FIT file/);
  });

  it('refuses a FIT file with no session: a course', () => {
    const course = fitFile(6, [record(0, 45, 6), record(10, 45.001, 6)]);
    expect(refusalOf(course)).toMatchObject({
      problem: 'no-activity',
      message: 'The file holds a course (a route to follow), not a recorded activity.',
    });
  });
});

/** A FIT file made here: a file_id of `type` (4 activity, 6 course), then `messages`. */
function fitFile(type: number, messages: [number, FitEncoderField[]][]): Uint8Array {
  const encoder = new FitEncoder();
  encoder.writeMessage(0, [
    { number: 0, size: 1, baseType: FitBaseType.Enum, value: type },
    { number: 1, size: 2, baseType: FitBaseType.Uint16, value: 1 },
    { number: 4, size: 4, baseType: FitBaseType.Uint32, value: at(0) },
  ]);
  for (const [number, fields] of messages) encoder.writeMessage(number, fields);
  return encoder.close();
}

const START = new Date('2024-05-04T07:00:00Z');
/** FIT time `seconds` after START. */
const at = (seconds: number): number =>
  FitEncoder.toFitTimestamp(new Date(START.getTime() + seconds * 1000));
const semicircles = (degrees: number): number => Math.round((degrees * 2 ** 31) / 180);

const record = (
  seconds: number,
  latitude: number,
  longitude: number,
): [number, FitEncoderField[]] => [
  20,
  [
    { number: 253, size: 4, baseType: FitBaseType.Uint32, value: at(seconds) },
    { number: 0, size: 4, baseType: FitBaseType.Sint32, value: semicircles(latitude) },
    { number: 1, size: 4, baseType: FitBaseType.Sint32, value: semicircles(longitude) },
    { number: 3, size: 1, baseType: FitBaseType.Uint8, value: 120 },
  ],
];

/** A timer event: 0 start, 4 stop_all. */
const timer = (seconds: number, eventType: 0 | 4): [number, FitEncoderField[]] => [
  21,
  [
    { number: 253, size: 4, baseType: FitBaseType.Uint32, value: at(seconds) },
    { number: 0, size: 1, baseType: FitBaseType.Enum, value: 0 },
    { number: 1, size: 1, baseType: FitBaseType.Enum, value: eventType },
  ],
];

/** Walking north at 1.2 m/s from `from` to `to` s, a record a second. */
const walk = (from: number, to: number): [number, FitEncoderField[]][] =>
  Array.from({ length: to - from + 1 }, (_, i) =>
    record(from + i, 45 + ((from + i) * 1.2) / 111_132, 6),
  );

describe('files made to the FIT profile here', () => {
  it('starts a new segment where the timer was stopped and started again', () => {
    // The walker stood for 40 s with the timer stopped (auto pause), then went on: a gap too
    // short to break the line by itself.
    const bytes = fitFile(4, [
      timer(0, 0),
      ...walk(0, 60),
      timer(60, 4),
      timer(100, 0),
      ...walk(100, 160),
    ]);
    const [activity] = parseFitActivities(bytes);
    expect(activity?.segmentStarts).toEqual([61]);
    expect(activity?.figuresFrom).toBe('points');
  });

  it('starts a new segment after more than a minute without records, not after less', () => {
    const bytes = fitFile(4, [...walk(0, 60), ...walk(121, 180), ...walk(240, 300)]);
    const [activity] = parseFitActivities(bytes);
    // 61 s without a record breaks the line; 60 s does not.
    expect(activity?.segmentStarts).toEqual([61]);
  });

  it('makes an activity of the records of a device that stopped before writing its session', () => {
    const [activity, ...others] = parseFitActivities(fitFile(4, walk(0, 600)));
    expect(others).toEqual([]);
    expect(activity?.startTime).toBe(START.toISOString());
    expect(activity?.figuresFrom).toBe('points');
    expect(activity?.figures.elapsedS).toBe(600);
    expect(activity?.figures.distanceM).toBeGreaterThan(715);
    expect(activity?.figures.distanceM).toBeLessThan(725);
    expect(activity?.figures.avgHeartRate).toBe(120);
  });
});

describe('parsing time', () => {
  it('prints how long the largest file takes and the memory it needs', () => {
    const bytes = fixture('activity-large-fenxi2-multisport.fit');
    const heapBefore = process.memoryUsage().heapUsed;
    const rssBefore = process.resourceUsage().maxRSS;
    const started = performance.now();
    const activities = parseFitActivities(bytes);
    const ms = performance.now() - started;
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    const points = activities.reduce((sum, { points }) => sum + points.length, 0);
    // Printed, not asserted: a shared CI machine's times vary too much to hold a line.
    console.log(
      `parseFitActivities: ${mb(bytes.length)} MB, ${points} points, ${ms.toFixed(0)} ms; ` +
        `heap +${mb(process.memoryUsage().heapUsed - heapBefore)} MB before collection, ` +
        `peak RSS +${mb((process.resourceUsage().maxRSS - rssBefore) * 1024)} MB`,
    );
    expect(activities).toHaveLength(4);
  });
});
