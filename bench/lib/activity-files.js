import { encodeFit, fitTime, semicircles } from './fit-encoder.js';

/**
 * Activity files the bench makes itself, as a watch records them: one track of `points`
 * points a second apart (position, elevation, distance, heart rate, cadence), wandering around
 * Ljubljana, written as GPX 1.1 (with Garmin's TrackPointExtension for heart rate and cadence,
 * as Garmin Connect and Strava export it) or as a FIT activity file (file_id, timer events,
 * records, a lap every LAP_POINTS points, the session and the activity).
 *
 * @typedef {object} Track
 * @property {number} startMs
 * @property {number[]} times ms since the epoch
 * @property {number[]} latitudes degrees
 * @property {number[]} longitudes degrees
 * @property {number[]} elevations metres
 * @property {number[]} distances metres from the start
 * @property {number[]} heartRates beats per minute
 * @property {number[]} cadences steps of one foot per minute
 */

const METRES_PER_DEGREE = 111_320;
const LAP_POINTS = 1_000;
/** FIT's numbers for the sports the bench writes (the profile's `sport` type). */
const FIT_SPORTS = { running: 1, cycling: 2, walking: 11, hiking: 17 };

/**
 * @param {{ points: number, startMs: number, speedMps?: number, origin?: [number, number] }}
 *   options `speedMps`: metres per second (3, a run, by default).
 * @returns {Track}
 */
export function syntheticTrack({ points, startMs, speedMps = 3, origin = [46.05, 14.5] }) {
  /** @type {Track} */
  const track = {
    startMs,
    times: [],
    latitudes: [],
    longitudes: [],
    elevations: [],
    distances: [],
    heartRates: [],
    cadences: [],
  };
  let [latitude, longitude] = origin;
  let distance = 0;
  for (let i = 0; i < points; i += 1) {
    // A heading that turns slowly one way then the other: loops and bends, not a straight line.
    const heading = i / 600 + 2 * Math.sin(i / 1_700);
    const step = speedMps * (0.9 + 0.2 * Math.sin(i / 37));
    if (i > 0) {
      latitude += (step * Math.cos(heading)) / METRES_PER_DEGREE;
      longitude +=
        (step * Math.sin(heading)) / (METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
      distance += step;
    }
    track.times.push(startMs + i * 1000);
    track.latitudes.push(latitude);
    track.longitudes.push(longitude);
    track.elevations.push(300 + 250 * Math.sin(i / 2_300) + 8 * Math.sin(i / 45));
    track.distances.push(distance);
    track.heartRates.push(Math.round(135 + 20 * Math.sin(i / 900) + 5 * Math.sin(i / 31)));
    track.cadences.push(Math.round(82 + 4 * Math.sin(i / 53)));
  }
  return track;
}

/**
 * The track as a GPX 1.1 file of one track segment: about 230 bytes a point.
 *
 * @param {Track} track
 * @param {string} name
 * @param {string} [type] The track's `<type>`, the sport as Garmin Connect and Strava write it.
 */
export function activityGpx(track, name, type = 'running') {
  const lines = track.times.map(
    (time, i) =>
      `<trkpt lat="${(track.latitudes[i] ?? 0).toFixed(7)}" lon="${(track.longitudes[i] ?? 0).toFixed(7)}">` +
      `<ele>${(track.elevations[i] ?? 0).toFixed(1)}</ele><time>${new Date(time).toISOString()}</time>` +
      `<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${track.heartRates[i]}</gpxtpx:hr>` +
      `<gpxtpx:cad>${track.cadences[i]}</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions></trkpt>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gpx version="1.1" creator="Packtrail bench" xmlns="http://www.topografix.com/GPX/1/1" ' +
    'xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">\n' +
    `<metadata><name>${name}</name><time>${new Date(track.startMs).toISOString()}</time></metadata>\n` +
    `<trk><name>${name}</name><type>${type}</type><trkseg>\n${lines.join('\n')}\n</trkseg></trk></gpx>\n`
  );
}

/** @satisfies {Record<string, import('./fit-encoder.js').FitMessageType>} */
const FIT = {
  fileId: {
    global: 0,
    fields: [
      [0, 'enum'], // type: activity
      [1, 'uint16'], // manufacturer
      [2, 'uint16'], // product
      [3, 'uint32z'], // serial_number
      [4, 'uint32'], // time_created
    ],
  },
  event: {
    global: 21,
    fields: [
      [253, 'uint32'], // timestamp
      [0, 'enum'], // event: timer
      [1, 'enum'], // event_type: start, stop_all
    ],
  },
  record: {
    global: 20,
    fields: [
      [253, 'uint32'], // timestamp
      [0, 'sint32'], // position_lat (semicircles)
      [1, 'sint32'], // position_long
      [2, 'uint16'], // altitude: (m + 500) * 5
      [5, 'uint32'], // distance: cm
      [3, 'uint8'], // heart_rate
      [4, 'uint8'], // cadence
    ],
  },
  lap: {
    global: 19,
    fields: [
      [253, 'uint32'], // timestamp
      [254, 'uint16'], // message_index
      [0, 'enum'], // event: lap
      [1, 'enum'], // event_type: stop
      [2, 'uint32'], // start_time
      [7, 'uint32'], // total_elapsed_time: ms
      [8, 'uint32'], // total_timer_time: ms
      [9, 'uint32'], // total_distance: cm
      [21, 'uint16'], // total_ascent
      [22, 'uint16'], // total_descent
      [15, 'uint8'], // avg_heart_rate
      [16, 'uint8'], // max_heart_rate
      [25, 'enum'], // sport
    ],
  },
  session: {
    global: 18,
    fields: [
      [253, 'uint32'], // timestamp
      [254, 'uint16'], // message_index
      [0, 'enum'], // event: session
      [1, 'enum'], // event_type: stop
      [2, 'uint32'], // start_time
      [5, 'enum'], // sport
      [6, 'enum'], // sub_sport: generic
      [7, 'uint32'], // total_elapsed_time: ms
      [8, 'uint32'], // total_timer_time: ms
      [9, 'uint32'], // total_distance: cm
      [22, 'uint16'], // total_ascent
      [23, 'uint16'], // total_descent
      [16, 'uint8'], // avg_heart_rate
      [17, 'uint8'], // max_heart_rate
      [25, 'uint16'], // first_lap_index
      [26, 'uint16'], // num_laps
    ],
  },
  activity: {
    global: 34,
    fields: [
      [253, 'uint32'], // timestamp
      [0, 'uint32'], // total_timer_time: ms
      [1, 'uint16'], // num_sessions
      [2, 'enum'], // type: manual
      [3, 'enum'], // event: activity
      [4, 'enum'], // event_type: stop
      [5, 'uint32'], // local_timestamp
    ],
  },
};

const EVENT = { timer: 0, session: 8, lap: 9, activity: 26 };
const EVENT_TYPE = { start: 0, stop: 1, stopAll: 4 };
const FILE_TYPE_ACTIVITY = 4;
const MANUFACTURER_DEVELOPMENT = 255;

/**
 * The figures of the points from `from` to `to` (exclusive): as a lap or session writes them.
 *
 * @param {Track} track
 * @param {number} from
 * @param {number} to
 */
function summary(track, from, to) {
  let ascent = 0;
  let descent = 0;
  let heartRateSum = 0;
  let maxHeartRate = 0;
  for (let i = from; i < to; i += 1) {
    if (i > from) {
      const climb = (track.elevations[i] ?? 0) - (track.elevations[i - 1] ?? 0);
      if (climb > 0) ascent += climb;
      else descent -= climb;
    }
    heartRateSum += track.heartRates[i] ?? 0;
    maxHeartRate = Math.max(maxHeartRate, track.heartRates[i] ?? 0);
  }
  const first = track.times[from] ?? track.startMs;
  const last = track.times[to - 1] ?? first;
  const elapsedMs = last - first + 1000;
  return {
    start: fitTime(first),
    end: fitTime(last),
    elapsedMs,
    distanceCm: Math.round(((track.distances[to - 1] ?? 0) - (track.distances[from] ?? 0)) * 100),
    ascent: Math.round(ascent),
    descent: Math.round(descent),
    avgHeartRate: Math.round(heartRateSum / Math.max(1, to - from)),
    maxHeartRate,
  };
}

/**
 * The track as a FIT activity file (about 25 bytes a point).
 *
 * @param {Track} track
 * @param {{ sport?: keyof typeof FIT_SPORTS, utcOffsetMinutes?: number }} [options]
 * @returns {Buffer}
 */
export function activityFit(track, { sport = 'running', utcOffsetMinutes = 60 } = {}) {
  const points = track.times.length;
  const sportNumber = FIT_SPORTS[sport];
  const start = fitTime(track.startMs);
  /** @type {import('./fit-encoder.js').FitMessage[]} */
  const messages = [
    {
      type: FIT.fileId,
      values: [FILE_TYPE_ACTIVITY, MANUFACTURER_DEVELOPMENT, 1, 12_345, start],
    },
    { type: FIT.event, values: [start, EVENT.timer, EVENT_TYPE.start] },
  ];
  for (let i = 0; i < points; i += 1) {
    messages.push({
      type: FIT.record,
      values: [
        fitTime(track.times[i] ?? 0),
        semicircles(track.latitudes[i] ?? 0),
        semicircles(track.longitudes[i] ?? 0),
        Math.round(((track.elevations[i] ?? 0) + 500) * 5),
        Math.round((track.distances[i] ?? 0) * 100),
        track.heartRates[i] ?? 0,
        track.cadences[i] ?? 0,
      ],
    });
  }
  const whole = summary(track, 0, points);
  messages.push({ type: FIT.event, values: [whole.end, EVENT.timer, EVENT_TYPE.stopAll] });
  const laps = Math.ceil(points / LAP_POINTS);
  for (let lap = 0; lap < laps; lap += 1) {
    const figures = summary(track, lap * LAP_POINTS, Math.min(points, (lap + 1) * LAP_POINTS));
    messages.push({
      type: FIT.lap,
      values: [
        figures.end,
        lap,
        EVENT.lap,
        EVENT_TYPE.stop,
        figures.start,
        figures.elapsedMs,
        figures.elapsedMs,
        figures.distanceCm,
        figures.ascent,
        figures.descent,
        figures.avgHeartRate,
        figures.maxHeartRate,
        sportNumber,
      ],
    });
  }
  messages.push(
    {
      type: FIT.session,
      values: [
        whole.end,
        0,
        EVENT.session,
        EVENT_TYPE.stop,
        whole.start,
        sportNumber,
        0,
        whole.elapsedMs,
        whole.elapsedMs,
        whole.distanceCm,
        whole.ascent,
        whole.descent,
        whole.avgHeartRate,
        whole.maxHeartRate,
        0,
        laps,
      ],
    },
    {
      type: FIT.activity,
      values: [
        whole.end,
        whole.elapsedMs,
        1,
        0,
        EVENT.activity,
        EVENT_TYPE.stop,
        whole.end + utcOffsetMinutes * 60,
      ],
    },
  );
  return encodeFit(messages);
}
