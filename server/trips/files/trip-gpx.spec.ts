import { describe, expect, it } from 'vitest';
import { MARKER_ICONS } from '@server/domain/map-markers.js';
import { TRIP_ACTIVITIES } from '@server/domain/trip-limits.js';
import { gpxSchemaErrors } from '@test/support/gpx-schema.js';
import type { RoutePoint } from './parsed-route-file.js';
import { RouteFileReader } from './route-file-reader.js';
import { RouteXmlParser } from './route-xml-parser.js';
import { decimal, tripToGpx, type GpxTrip } from './trip-gpx.js';

/** Reads a written file back as the app reads an upload. */
const reader = new RouteFileReader(new RouteXmlParser());
const readBack = (gpx: string, originalname: string) => {
  const buffer = Buffer.from(gpx);
  return reader.read('owner', { buffer, size: buffer.length, originalname });
};

const trip = (overrides: Partial<GpxTrip> = {}): GpxTrip => ({
  name: 'Tour du Mont Blanc',
  description: 'Anticlockwise, from Les Houches',
  activity: 'backpacking',
  startDate: '2025-07-01',
  endDate: '2025-07-11',
  points: [
    [45.890123456789, 6.79876543210987, 1008.25],
    [45.9, 6.8, null],
    [45.91234, 6.81234, 1203],
  ],
  waypoints: [
    {
      name: 'Refuge de Miage',
      note: 'Book ahead',
      latitude: 45.8416,
      longitude: 6.7612,
      elevationM: 1559,
      icon: 'hut',
    },
  ],
  ...overrides,
});

describe('decimal', () => {
  it('writes the shortest digits that read back to the same number, never an exponent', () => {
    expect(decimal(45.890123456789)).toBe('45.890123456789');
    expect(decimal(1e-7)).toBe('0.0000001');
    expect(decimal(-1.5e-9)).toBe('-0.0000000015');
    expect(decimal(-0)).toBe('0');
    for (const value of [0.1 + 0.2, 1 / 3, -179.99999999999997, 1.2345678901234567e-8]) {
      expect(Number(decimal(value))).toBe(value);
      expect(decimal(value)).not.toMatch(/e/i);
    }
  });
});

describe('tripToGpx', () => {
  it('writes GPX 1.1 that the schema accepts', async () => {
    expect(await gpxSchemaErrors(tripToGpx(trip()))).toEqual([]);
  });

  it('is checked by a validator that finds what the schema refuses', async () => {
    const gpx = tripToGpx(trip());
    expect(await gpxSchemaErrors(gpx.replace('lat="45.9"', 'lat="4.59e1"'))).not.toEqual([]);
    expect(await gpxSchemaErrors(gpx.replace('<trkseg>', '<trkseg><name>x</name>'))).not.toEqual(
      [],
    );
    expect(await gpxSchemaErrors(gpx.replace('version="1.1"', 'version="1.0"'))).not.toEqual([]);
  });

  it('writes the name, the dates and the description in the metadata', () => {
    const gpx = tripToGpx(trip());
    expect(gpx).toContain('<name>Tour du Mont Blanc</name>');
    expect(gpx).toContain(
      '<desc>2025-07-01 to 2025-07-11\n\nAnticlockwise, from Les Houches</desc>',
    );
    expect(gpx).toContain('<time>2025-07-01T00:00:00Z</time>');
    expect(tripToGpx(trip({ endDate: '2025-07-01', description: '' }))).toContain(
      '<desc>2025-07-01</desc>',
    );
  });

  it('escapes markup and drops characters XML cannot hold, and stays valid', async () => {
    const gpx = tripToGpx(
      trip({
        name: 'Fish & <Chips> "trip" \u0000\u0007\uFFFF',
        waypoints: [
          {
            name: "<script>alert('x')</script>",
            note: ']]> & \uD800',
            latitude: 1,
            longitude: 2,
            elevationM: null,
            icon: 'generic',
          },
        ],
      }),
    );
    expect(gpx).toContain('<name>Fish &amp; &lt;Chips&gt; &quot;trip&quot; </name>');
    expect(gpx).toContain('&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;');
    expect(await gpxSchemaErrors(gpx)).toEqual([]);
    const read = await readBack(gpx, 'trip.gpx');
    expect(read.name).toBe('Fish & <Chips> "trip"');
    expect(read.waypoints[0]?.name).toBe("<script>alert('x')</script>");
  });

  it('writes a trip without a route or waypoints as a valid file', async () => {
    expect(await gpxSchemaErrors(tripToGpx(trip({ points: [], waypoints: [] })))).toEqual([]);
  });

  it('reads back every point exactly and every waypoint with its name and icon', async () => {
    const points: RoutePoint[] = Array.from({ length: 2000 }, (_, i) => [
      45 + Math.sin(i) * 1e-3 + i * 1.234567e-5,
      6 + Math.cos(i) / 7,
      i % 3 === 0 ? null : 1000 + i / 3,
    ]);
    const waypoints = MARKER_ICONS.map((icon, i) => ({
      name: `Point ${i} (${icon})`,
      note: i % 2 ? `Note ${i}` : '',
      latitude: 45 + i / 9,
      longitude: 6 - i / 11,
      elevationM: i % 2 ? null : 500 + i / 7,
      icon,
    }));
    const gpx = tripToGpx(trip({ points, waypoints }));
    expect(await gpxSchemaErrors(gpx)).toEqual([]);
    const read = await readBack(gpx, 'whatever.gpx');
    expect(read.name).toBe('Tour du Mont Blanc');
    expect(read.points).toEqual(points);
    expect(read.waypoints).toEqual(waypoints);
  });

  it('reads back the description and the activity, of every kind', async () => {
    for (const activity of TRIP_ACTIVITIES) {
      const gpx = tripToGpx(trip({ activity, description: 'Line one\n\nLine two & more' }));
      expect(await gpxSchemaErrors(gpx)).toEqual([]);
      const read = await readBack(gpx, 'whatever.gpx');
      expect(read.description).toBe('Line one\n\nLine two & more');
      expect(read.activity).toBe(activity === 'other' ? null : activity);
      expect(read.writtenDates).toEqual({ startDate: '2025-07-01', endDate: '2025-07-11' });
    }
    const bare = await readBack(tripToGpx(trip({ description: '' })), 'a.gpx');
    expect(bare.description).toBe('');
    // A schema check and a read in the reader's worker for each of the activities: seconds on
    // a busy 2-core machine, past the unit project's default 5 s.
  }, 30_000);

  it('writes a <trkseg> per segment in one <trk>, which reads back with the same breaks', async () => {
    const points: RoutePoint[] = Array.from({ length: 9 }, (_, i) => [45 + i / 100, 6, 1000 + i]);
    const gpx = tripToGpx(trip({ points, segmentStarts: [3, 7] }));
    expect(await gpxSchemaErrors(gpx)).toEqual([]);
    expect(gpx.match(/<trk>/g)).toHaveLength(1);
    expect(gpx.match(/<trkseg>/g)).toHaveLength(3);
    expect(gpx.match(/<\/trkseg>/g)).toHaveLength(3);
    const read = await readBack(gpx, 'segments.gpx');
    expect(read.points).toEqual(points);
    expect(read.segmentStarts).toEqual([3, 7]);
    // Without starts, one segment.
    expect(tripToGpx(trip({ points })).match(/<trkseg>/g)).toHaveLength(1);
  });
});
