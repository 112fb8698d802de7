import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { refusalOf } from '@test/support/http-refusal.js';
import { isDeviceTrackName, thinEvenly } from './route-file-features.js';
import { RouteFileReader } from './route-file-reader.js';
import { RouteXmlParser } from './route-xml-parser.js';

const fixture = (name: string): Buffer =>
  readFileSync(new URL(`../../../test/fixtures/gpx/${name}`, import.meta.url));

/** Read as the app reads an upload: the checks here, the XML in a worker thread. */
const reader = new RouteFileReader(new RouteXmlParser());
const read = (buffer: Buffer, originalname: string) =>
  reader.read('owner', { buffer, size: buffer.length, originalname });

const parse = (name: string) => read(fixture(name), name);
const fromText = (text: string, fileName = 'route.gpx') =>
  read(Buffer.from(text, 'utf8'), fileName);

const gpx11 = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">${body}</gpx>`;

describe('reading real GPX files', () => {
  it('takes the tracks of a GPX 1.0 file in order, each a segment, with their times', async () => {
    const file = await parse('korita-zbevnica.gpx');
    // 358 + 176 + 337 points: the first track's empty segment gives none.
    expect(file.points).toHaveLength(871);
    expect(file.segmentStarts).toEqual([358, 534]);
    expect(file.times).toHaveLength(871);
    // Its track is named by the device ("03-OCT-10 #2"): the file's name says more.
    expect(file.name).toBe('korita-zbevnica');
    expect(file.points[0]).toEqual([45.380600095, 14.144491442, 733.623291]);
    // The first track has no times; the active logs have one on every point.
    expect(file.times[0]).toBeNull();
    expect(file.times[358]).toBe('2010-10-03T09:36:30Z');
    expect(file.times[870]).toBe('2010-10-03T13:19:31Z');
    expect(file.waypoints.map(({ name, icon }) => [name, icon])).toEqual([
      ['001', 'generic'],
      ['002', 'generic'],
    ]);
  });

  it('reads a Garmin Connect GPX 1.1 track with every elevation and time', async () => {
    const file = await parse('run.gpx');
    expect(file.points).toHaveLength(206);
    expect(file.segmentStarts).toEqual([]);
    expect(file.points.every(([, , elevation]) => elevation !== null)).toBe(true);
    expect(file.times.every((time) => time !== null)).toBe(true);
    expect(file.waypoints).toEqual([]);
  });

  it('leaves elevations null where the file has none', async () => {
    const file = await parse('cerknicko-jezero-without-elevations.gpx');
    expect(file.points).toHaveLength(296);
    expect(file.points.every(([, , elevation]) => elevation === null)).toBe(true);
    expect(file.waypoints).toHaveLength(7);
  });

  it('takes a route when the file has no track', async () => {
    const route = await parse('route.gpx');
    expect(route.points).toHaveLength(55);
    expect(route.points[0]).toEqual([45.2787641494, 13.726695478, null]);
    const trek = await parse('trek.gpx');
    expect(trek.points).toHaveLength(120);
    expect(trek.points[0]).toEqual([44.907783722, 6.05487864642, 1298]);
  });

  it('guesses waypoint icons from their symbols, types and names', async () => {
    const file = await parse('blue_hills.gpx');
    // 1243 track points, less a segment of one point (no line): 13 segments of 14.
    expect(file.points).toHaveLength(1242);
    expect(file.segmentStarts).toHaveLength(12);
    expect(file.waypoints).toHaveLength(46);
    expect(file.waypoints[0]).toMatchObject({
      name: 'LOOKOUT',
      icon: 'summit',
      note: 'Lookout Rock',
      elevationM: 86.2584,
      latitude: 42.209547,
      longitude: -71.119025,
    });
    const icons = file.waypoints.map((waypoint) => waypoint.icon);
    // Ten with the symbol Summit, and one named SUMMIT.
    expect(icons.filter((icon) => icon === 'summit')).toHaveLength(11);
    expect(icons).toContain('danger');
    expect(icons).toContain('viewpoint');
    expect(icons).toContain('parking');
  });

  it('names the trip from the metadata of a GPX 1.1 file', async () => {
    const file = await parse('gpx1.1_with_all_fields.gpx');
    expect(file.name).toBe('example name');
    expect(file.waypoints.length).toBeGreaterThan(0);
  });
});

describe('reading KML files', () => {
  it('reads gx:Track lines with their times, and Points as waypoints', async () => {
    const file = await parse('gxmultitrack.kml');
    // Two gx:Tracks of 13 points: two segments.
    expect(file.points).toHaveLength(26);
    expect(file.segmentStarts).toEqual([13]);
    expect(file.times.every((time) => time !== null)).toBe(true);
    expect(file.name).toBe('12/04/2014 11:24 AM');
    expect(file.waypoints.length).toBe(2);
  });

  it('takes LineStrings in order, each a segment, and keeps their altitudes', async () => {
    const file = await parse('linestring.kml');
    expect(file.points).toEqual([
      [37.824664, -122.364383, 0],
      [37.824322, -122.364152, 0],
      [37.824787, -122.364167, 50],
      [37.824423, -122.363917, 50],
    ]);
    expect(file.segmentStarts).toEqual([2]);
    expect(file.name).toBe('LineString.kml');
  });

  it('makes a trip of waypoints alone, with the description as the note', async () => {
    const file = await parse('point.kml');
    expect(file.points).toEqual([]);
    expect(file.waypoints).toEqual([
      expect.objectContaining({
        name: 'Simple placemark',
        latitude: 37.42228990140251,
        longitude: -122.0822035425683,
        icon: 'generic',
      }),
    ]);
    expect(file.waypoints[0]?.note).toMatch(/^Attached to the ground/);
    // "-122.08,37.42,0" on the ground (clampToGround, KML's default): the 0 is no height.
    expect(file.waypoints[0]?.elevationM).toBeNull();
  });

  it('keeps a point’s altitude only where the file says it is one (altitudeMode absolute)', async () => {
    const kml = (mode: string) =>
      `<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Placemark><name>Top</name><Point>${mode}<coordinates>7,46,812</coordinates></Point></Placemark></kml>`;
    const elevation = async (mode: string) =>
      (await fromText(kml(mode), 'p.kml')).waypoints[0]?.elevationM;
    expect(await elevation('<altitudeMode>absolute</altitudeMode>')).toBe(812);
    expect(await elevation('')).toBeNull();
    expect(await elevation('<altitudeMode>clampToGround</altitudeMode>')).toBeNull();
    expect(await elevation('<gx:altitudeMode>clampToSeaFloor</gx:altitudeMode>')).toBeNull();
    expect(await elevation('<altitudeMode>relativeToGround</altitudeMode>')).toBeNull();
  });
});

describe('reading route files: rules', () => {
  it('treats a route at exactly 0 m everywhere as one without elevation', async () => {
    const file = await fromText(
      gpx11(
        '<trk><trkseg><trkpt lat="1" lon="2"><ele>0</ele></trkpt><trkpt lat="1.1" lon="2"><ele>0</ele></trkpt></trkseg></trk>',
      ),
    );
    expect(file.points).toEqual([
      [1, 2, null],
      [1.1, 2, null],
    ]);
  });

  it('drops heights that are a device’s "no value" marker', async () => {
    const file = await fromText(
      gpx11(
        '<trk><trkseg><trkpt lat="1" lon="2"><ele>-32768</ele></trkpt><trkpt lat="1.1" lon="2"><ele>812.5</ele></trkpt></trkseg></trk>',
      ),
    );
    expect(file.points.map(([, , elevation]) => elevation)).toEqual([null, 812.5]);
  });

  it('thins a route past 50,000 points evenly, keeping the first and the last exactly', async () => {
    const points = Array.from(
      { length: 120_001 },
      (_, i) => `<trkpt lat="${i / 1e5}" lon="7.12345"/>`,
    ).join('');
    const file = await fromText(gpx11(`<trk><trkseg>${points}</trkseg></trk>`));
    expect(file.points).toHaveLength(50_000);
    expect(file.points[0]).toEqual([0, 7.12345, null]);
    expect(file.points.at(-1)).toEqual([1.2, 7.12345, null]);
    expect(file.times).toHaveLength(50_000);
  }, 60_000);

  it('makes each track segment and each track a segment, leaving out those of one point', async () => {
    const point = (lat: number) => `<trkpt lat="${lat}" lon="7"/>`;
    const file = await fromText(
      gpx11(
        `<trk><trkseg>${point(1)}${point(1.1)}</trkseg><trkseg>${point(2)}</trkseg>` +
          `<trkseg>${point(3)}${point(3.1)}${point(3.2)}</trkseg></trk>` +
          `<trk><trkseg/><trkseg>${point(4)}${point(4.1)}</trkseg></trk>`,
      ),
    );
    expect(file.points.map(([latitude]) => latitude)).toEqual([1, 1.1, 3, 3.1, 3.2, 4, 4.1]);
    expect(file.segmentStarts).toEqual([2, 5]);
    expect(file.times).toHaveLength(7);
  });

  it('thins a long route of several segments keeping the breaks between them', async () => {
    const segment = (from: number, count: number) =>
      `<trkseg>${Array.from({ length: count }, (_, i) => `<trkpt lat="${(from + i) / 1e5}" lon="7"/>`).join('')}</trkseg>`;
    // 60,000 + 2 + 60,000 points, one kept in 2.4: the short one cannot keep two and goes.
    const file = await fromText(
      gpx11(`<trk>${segment(0, 60_000)}${segment(60_500, 2)}${segment(61_000, 60_000)}</trk>`),
    );
    expect(file.points.length).toBeLessThanOrEqual(50_000);
    expect(file.points.length).toBeGreaterThan(49_990);
    expect(file.segmentStarts).toHaveLength(1);
    const start = file.segmentStarts[0] ?? 0;
    expect(file.points[start - 1]?.[0]).toBeLessThan(0.6);
    expect(file.points[start]?.[0]).toBeGreaterThanOrEqual(0.61);
    expect(file.points[0]).toEqual([0, 7, null]);
    expect(file.points.at(-1)).toEqual([1.20999, 7, null]);
    expect(file.times).toHaveLength(file.points.length);
  }, 60_000);

  it('prefers the file’s name to a track name the device gave by itself', async () => {
    expect((await parse('cerknicko-jezero.gpx')).name).toBe('cerknicko-jezero'); // "ACTIVE LOG #2"
    const track = (name: string) =>
      gpx11(
        `<trk><name>${name}</name><trkseg><trkpt lat="1" lon="2"/><trkpt lat="1.1" lon="2"/></trkseg></trk>`,
      );
    expect((await fromText(track('Ben Nevis by the CMD'), 'ACTIVE_LOG.gpx')).name).toBe(
      'Ben Nevis by the CMD',
    );
    expect((await fromText(track('Track 3'), 'Skye_Trail.gpx')).name).toBe('Skye Trail');
    // Nothing else names it: the device's name is better than none.
    expect((await fromText(track('ACTIVE LOG'), '.gpx')).name).toBe('ACTIVE LOG');
  });

  it.each([
    'ACTIVE LOG',
    'ACTIVE LOG #2',
    '03-OCT-10 #2',
    'Track 1',
    'Track',
    'Current Track: 12 MAY 2024 10:00',
    'Untitled',
    '2024-05-01 10:00:00',
    '2024-05-01T10:00:00Z',
    '12/04/2014 11:24 AM',
  ])('knows "%s" for a name a device gave', (name) => {
    expect(isDeviceTrackName(name)).toBe(true);
  });

  it.each(['West Highland Way', 'Track to the lake', 'Active log of Ben Nevis', 'Day 2: ridge'])(
    'keeps "%s" as a person’s name',
    (name) => {
      expect(isDeviceTrackName(name)).toBe(false);
    },
  );

  it('names the trip after the file when the file names nothing', async () => {
    const file = await fromText(
      gpx11('<wpt lat="1" lon="2"/>'),
      'C:\\tracks\\Tour_du_Mont_Blanc.gpx',
    );
    expect(file.name).toBe('Tour du Mont Blanc');
    expect(file.waypoints[0]?.name).toBe('Waypoint 1');
  });

  it('cuts names and notes to their limits and drops characters XML cannot hold', async () => {
    const file = await fromText(
      gpx11(
        `<wpt lat="1" lon="2"><name>${'n'.repeat(300)}</name><desc>a&#x1;b${'d'.repeat(3000)}</desc></wpt>`,
      ),
    );
    expect(file.waypoints[0]?.name).toHaveLength(200);
    expect(file.waypoints[0]?.note).toHaveLength(2000);
    expect(file.waypoints[0]?.note.startsWith('abd')).toBe(true);
  });

  it('reads a Latin-1 file that says so, and a UTF-16 file with its byte order mark', async () => {
    const latin1 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><wpt lat="1" lon="2"><name>Refuge du Goûter</name></wpt></gpx>',
      'latin1',
    );
    expect((await read(latin1, 'a.gpx')).waypoints[0]).toMatchObject({
      name: 'Refuge du Goûter',
      icon: 'hut',
    });
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(gpx11('<wpt lat="1" lon="2"><name>Hütte</name></wpt>'), 'utf16le'),
    ]);
    expect((await read(utf16, 'a.gpx')).waypoints[0]?.name).toBe('Hütte');
  });
});

describe('reading route files: refusals', () => {
  it('refuses billion laughs before parsing', async () => {
    const entities = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY lol0 "lol">${entities}]><gpx><name>&lol9;</name></gpx>`;
    expect(await refusalOf(() => fromText(bomb))).toMatchObject({
      status: 400,
      code: 'ROUTE_FILE_INVALID',
      message: expect.stringContaining('DOCTYPE or ENTITY') as string,
    });
  });

  it('refuses an external entity (XXE) before parsing', async () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE gpx [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>\n${gpx11('<wpt lat="1" lon="2"><name>&xxe;</name></wpt>')}`;
    expect(await refusalOf(() => fromText(xxe))).toMatchObject({
      status: 400,
      code: 'ROUTE_FILE_INVALID',
    });
  });

  it('refuses a DOCTYPE even where it hides in a comment', async () => {
    const hidden = gpx11('<!-- <!DOCTYPE x> --><wpt lat="1" lon="2"/>');
    expect((await refusalOf(() => fromText(hidden))).code).toBe('ROUTE_FILE_INVALID');
  });

  it('refuses broken XML, naming the fault', async () => {
    expect(await refusalOf(() => fromText(gpx11('<trk><trkseg></trk>')))).toMatchObject({
      status: 400,
      code: 'ROUTE_FILE_INVALID',
      message: expect.stringMatching(/^The file is not well-formed XML: .*tag mismatch/) as string,
      errors: [{ field: 'file', message: expect.any(String) as string }],
    });
    expect((await refusalOf(() => fromText('not xml at all'))).code).toBe('ROUTE_FILE_INVALID');
    expect((await refusalOf(() => fromText(''))).message).toBe('The file is empty');
  });

  it('refuses XML of another kind and files of other formats', async () => {
    expect(await refusalOf(() => fromText('<html><body/></html>'))).toMatchObject({
      code: 'ROUTE_FILE_UNSUPPORTED',
      message: 'The file is XML but neither GPX nor KML: its root element is <html>',
    });
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    expect((await refusalOf(() => read(zip, 'a.kmz'))).message).toMatch(/KMZ/);
    const fit = Buffer.from('\x0e\x10\x00\x00\x00\x00\x00\x00.FIT\x00\x00', 'latin1');
    expect((await refusalOf(() => read(fit, 'a.fit'))).code).toBe('ROUTE_FILE_UNSUPPORTED');
  });

  it('refuses a file with nothing to make a trip of', async () => {
    expect(await refusalOf(() => fromText(gpx11('<trk><trkseg/></trk>')))).toMatchObject({
      code: 'ROUTE_FILE_INVALID',
      message: expect.stringContaining('no track, route or waypoint') as string,
    });
  });

  it('refuses points off the globe and more waypoints than a trip holds', async () => {
    const off = gpx11(
      '<trk><trkseg><trkpt lat="1" lon="2"/><trkpt lat="91" lon="2"/></trkseg></trk>',
    );
    expect((await refusalOf(() => fromText(off))).message).toBe(
      'Point 2 of the route is not on the globe (latitude 91, longitude 2)',
    );
    const many = gpx11('<wpt lat="1" lon="2"/>'.repeat(501));
    expect((await refusalOf(() => fromText(many))).message).toBe(
      'The file has 501 waypoints; a trip holds at most 500',
    );
  });

  it('refuses an encoding it cannot read', async () => {
    const odd = '<?xml version="1.0" encoding="x-klingon"?><gpx/>';
    expect((await refusalOf(() => fromText(odd))).message).toMatch(/x-klingon/);
  });
});

describe('thinEvenly', () => {
  const items = Array.from({ length: 20 }, (_, i) => i);

  it('keeps everything under the limit, breaks and all', () => {
    expect(thinEvenly(items, [5, 12], 20)).toEqual({ items, segmentStarts: [5, 12] });
  });

  it('keeps items spread evenly, the first and the last, and the breaks where they fall', () => {
    // Every other item of 0..19 (rounded): 0, 2, 4, ... and 19.
    const thinned = thinEvenly(items, [7], 10);
    expect(thinned.items).toEqual([0, 2, 4, 6, 8, 11, 13, 15, 17, 19]);
    expect(thinned.segmentStarts).toEqual([4]);
  });

  it('leaves out a segment that keeps fewer than two items', () => {
    // 0..7, then 8..9 (of which only 8 is picked), then 10..19.
    expect(thinEvenly(items, [8, 10], 10)).toEqual({
      items: [0, 2, 4, 6, 11, 13, 15, 17, 19],
      segmentStarts: [4],
    });
  });
});
