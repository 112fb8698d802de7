import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { setupApi, type User } from '@test/support/api-fixture.js';
import { requestJson } from '@test/support/factories.js';

type Upload = ApiSchema<'ActivityUploadDto'>;
type Detail = ApiSchema<'ActivityDetailDto'>;

interface ErrorJson {
  statusCode: number;
  code?: string;
  message: string;
  errors?: { field: string; message: string; problem?: string }[];
}

/** A file of test/fixtures/activities (its README gives each one's source and figures). */
const fixture = (name: string): Buffer =>
  readFileSync(new URL(`../fixtures/activities/${name}`, import.meta.url));

async function upload<T = Upload>(
  user: User,
  content: Buffer | string | null,
  fileName = 'activity.fit',
  field = 'file',
): Promise<{ status: number; body: T; headers: Headers }> {
  const form = new FormData();
  if (content !== null) form.append(field, new Blob([content]), fileName);
  const response = await user.session.fetch(user.url('/api/activities/files'), {
    method: 'POST',
    body: form,
  });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

const near = (actual: number | null | undefined, expected: number, tolerance: number) =>
  actual !== null && actual !== undefined && Math.abs(actual - expected) <= tolerance;

describe('POST /api/activities/files', () => {
  const { app, owner, stranger } = setupApi();

  it('adds a FIT file’s activity with the device’s own figures, its laps and its route', async () => {
    const { status, body } = await upload(
      owner,
      fixture('activity-small-fenix2-run.fit'),
      'run.fit',
    );
    expect(status).toBe(201);
    expect(body.fileName).toBe('run.fit');
    expect(body.activities).toHaveLength(1);
    const [result] = body.activities;
    expect(result?.outcome).toBe('created');
    const summary = result?.activity;
    expect(summary).toMatchObject({ source: 'file', category: 'run', hasFile: true });
    // The fenix 2's session: 9,008.22 m, 2,832 s of timer, +64 m (README).
    expect(near(summary?.distanceM, 9008.22, 0.01)).toBe(true);
    expect(near(summary?.movingS, 2832, 0.5)).toBe(true);
    expect(summary?.gainM).toBe(64);
    expect(summary?.preview.length).toBeGreaterThan(10);
    expect(summary?.name).toMatch(/^(Morning|Afternoon|Evening|Night) run$/);

    const detail = await requestJson<Detail>(
      owner.session,
      owner.url(`/api/activities/${summary?.id ?? ''}`),
    );
    expect(detail.body.laps).toHaveLength(4);
    expect(detail.body.route?.recordedPoints).toBeGreaterThan(1000);
    expect(detail.body.route?.points.length).toBeLessThanOrEqual(2000);
    expect(detail.body.timeZone).not.toBeNull();
    expect(detail.body.fileParts).toEqual([]);
    // The charts' values, one per point drawn, and the splits: nine kilometres and the rest.
    const route = detail.body.route;
    expect(route?.alongM).toHaveLength(route?.points.length ?? -1);
    expect(route?.alongM.at(-1)).toBeCloseTo(9008.2, 0);
    expect(route?.speedsMps.filter((speed) => speed !== null).length).toBeGreaterThan(100);
    expect(route?.heartRates?.some((rate) => rate !== null && rate > 60)).toBe(true);
    const splits = detail.body.splits;
    // Nine kilometres: the last 8 m are too short a split to show.
    expect(splits.map((split) => split.distanceM)).toEqual(Array<number>(9).fill(1000));
    const moving = splits.reduce((sum, split) => sum + (split.movingS ?? 0), 0);
    expect(near(moving, 2832, 30)).toBe(true);
    expect(splits.every((split) => split.elevationChangeM !== null)).toBe(true);
  });

  it('makes a multi-sport file one activity per sport, transitions left out', async () => {
    const { status, body } = await upload(owner, fixture('triathlon_summary_first.fit'), 'tri.fit');
    expect(status).toBe(201);
    expect(body.activities.map((result) => result.activity.category)).toEqual([
      'swim',
      'ride',
      'run',
    ]);
    expect(near(body.activities[1]?.activity.distanceM, 13_517.59, 0.01)).toBe(true);
    expect(body.activities[0]?.activity.utcOffsetMinutes).toBe(-300);
    // Kept together: each part's page names the three, in order.
    const ids = body.activities.map((result) => result.activity.id);
    const ride = await requestJson<Detail>(owner.session, owner.url(`/api/activities/${ids[1]}`));
    expect(ride.body.fileParts.map((part) => part.id)).toEqual(ids);
  });

  it('reads TCX laps and GPX heart rate, gzipped too, deciding the type from the bytes', async () => {
    const tcx = await upload(owner, fixture('test.tcx'), 'no-extension');
    expect(tcx.status).toBe(201);
    expect(near(tcx.body.activities[0]?.activity.distanceM, 4689.24, 0.01)).toBe(true);
    expect(tcx.body.activities[0]?.activity.maxHeartRate).toBe(189);

    const gpx = await upload(owner, gzipSync(fixture('Friday-Evening-Run.gpx')), 'run.gpx.gz');
    expect(gpx.status).toBe(201);
    const run = gpx.body.activities[0]?.activity;
    expect(run?.avgHeartRate).not.toBeNull();
    expect(run?.avgCadence).not.toBeNull();
    expect(near(run?.elapsedS, 2569.308, 0.01)).toBe(true);
  });

  it('reports the same activity uploaded again as a duplicate, and adds nothing', async () => {
    const user = stranger;
    const first = await upload(user, fixture('garmin-fenix-5-run.fit'));
    expect(first.body.activities[0]?.outcome).toBe('created');
    const again = await upload(user, fixture('garmin-fenix-5-run.fit'), 'copy.fit');
    expect(again.status).toBe(201);
    expect(again.body.activities).toEqual([
      { outcome: 'duplicate', activity: first.body.activities[0]?.activity },
    ]);
    const db = app.app.get(DataSource);
    const [count] = await db.query<{ activities: number; files: number }[]>(
      `SELECT (SELECT count(*)::int FROM activities WHERE owner_id = $1) AS activities,
              (SELECT count(*)::int FROM activity_files WHERE owner_id = $1) AS files`,
      [user.id],
    );
    expect(count).toEqual({ activities: 1, files: 1 });
  });

  it('refuses what is not an activity, saying why beside the file, and writes nothing', async () => {
    const cases: [Buffer | string, string, string][] = [
      [Buffer.alloc(0), 'empty', 'empty'],
      [fixture('garmin-fenix-5-walk-truncated.fit'), 'broken', 'cut off'],
      [fixture('garmin-fenix-5-walk-bad-crc.fit'), 'broken', 'check sum'],
      [fixture('tcx-courses.tcx'), 'no-activity', ''],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'unsupported-type', 'PNG'],
      [
        '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY x SYSTEM "file:///etc/passwd">]><gpx>&x;</gpx>',
        'broken',
        'DOCTYPE',
      ],
      [
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><gpx>&lol2;</gpx>',
        'broken',
        'DOCTYPE',
      ],
      ['<kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>', 'unsupported-type', 'KML'],
      ['<html><body>hello</body></html>', 'unsupported-type', 'GPX or TCX'],
      ['not xml at all', 'broken', ''],
      [gzipSync(Buffer.alloc(30 * 1024 * 1024)), 'too-large', 'unpacks to more than'],
    ];
    const user = owner;
    const db = app.app.get(DataSource);
    const before = await db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM activities WHERE owner_id = $1',
      [user.id],
    );
    for (const [content, problem, says] of cases) {
      const { status, body } = await upload<ErrorJson>(user, content);
      expect(status, problem).toBe(400);
      expect(body.code, problem).toBe('ACTIVITY_FILE_REFUSED');
      expect(body.errors?.[0]?.field).toBe('file');
      expect(body.errors?.[0]?.problem, body.message).toBe(problem);
      expect(body.message).toContain(says);
    }
    const after = await db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM activities WHERE owner_id = $1',
      [user.id],
    );
    expect(after).toEqual(before);
  });

  it('refuses no file, two files and one over 25 MB, naming the field', async () => {
    const none = await upload<ErrorJson>(owner, null);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ field: 'file', message: 'file is required' }]);
    const wrongField = await upload<ErrorJson>(owner, 'x', 'a.gpx', 'upload');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.errors?.[0]?.message).toBe('file must be the only file sent');
    const huge = await upload<ErrorJson>(owner, Buffer.alloc(26 * 1024 * 1024, 0x20));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'FILE_TOO_LARGE' });
  });

  it('gives the activity back as GPX and its file as it was uploaded, to its owner only', async () => {
    const original = fixture('garmin-fenix-5-bike.fit');
    const { body } = await upload(owner, original, 'Ride – Été.fit');
    const id = body.activities[0]?.activity.id ?? '';
    const gpx = await owner.session.fetch(owner.url(`/api/activities/${id}/gpx`));
    expect(gpx.status).toBe(200);
    expect(gpx.headers.get('content-type')).toContain('application/gpx+xml');
    const text = await gpx.text();
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<gpx version="1.1"/);
    expect(text.match(/<trkpt /g)?.length).toBeGreaterThan(5);
    expect(text).toContain('<type>ride</type>');

    // The GPX reads back as the same activity: a duplicate.
    const back = await upload(owner, text, 'back.gpx');
    expect(back.body.activities[0]?.outcome).toBe('duplicate');

    const file = await owner.session.fetch(owner.url(`/api/activities/${id}/original`));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Ride – Été.fit')}`,
    );
    expect(Buffer.from(await file.arrayBuffer()).equals(original)).toBe(true);

    for (const path of [`/api/activities/${id}/gpx`, `/api/activities/${id}/original`]) {
      expect((await stranger.session.fetch(stranger.url(path))).status).toBe(404);
    }
    // Deleting the file's last activity deletes the file.
    const db = app.app.get(DataSource);
    await requestJson(owner.session, owner.url(`/api/activities/${id}`), 'DELETE');
    const files = await db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM activity_files WHERE owner_id = $1 AND file_name = $2`,
      [owner.id, 'Ride – Été.fit'],
    );
    expect(files).toEqual([{ n: 0 }]);
  });
});
