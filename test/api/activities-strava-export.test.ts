import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { sendUnder, setupApi, type User } from '@test/support/api-fixture.js';
import { createCategory, createItem } from '@test/support/factories.js';
import { TEST_JOBS_ENV, waitForJob } from '@test/support/test-jobs.js';

type ActivityPage = ApiSchema<'ActivityPageDto'>;
type Detail = ApiSchema<'ActivityDetailDto'>;

/** A file of test/fixtures/activities (its README gives each one's source). */
const fixture = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`../fixtures/activities/${name}`, import.meta.url)));

// A 2026 export's header, abridged after Elevation Gain.
const HEADER =
  'Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Athlete Weight,Bike Weight,Elapsed Time,Moving Time,Distance,Max Speed,Average Speed,Elevation Gain';

/**
 * An export as Strava sends it: activities.csv and the activities/ folder, gzipped and plain
 * files, one entered by hand (no file), one damaged, one missing, one the same run again.
 */
function stravaExport(): Uint8Array {
  const csv = [
    HEADER,
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

async function startImport(user: User, body: Uint8Array, type = 'application/zip') {
  const response = await user.session.fetch(
    user.url('/api/activities/imports/strava?name=export_1234.zip'),
    { method: 'POST', body, headers: { 'Content-Type': type } },
  );
  return {
    status: response.status,
    body: (await response.json()) as { jobId: string; code?: string },
  };
}

describe('a Strava bulk export', () => {
  const { app, owner, stranger } = setupApi({ env: TEST_JOBS_ENV });
  const send = sendUnder('/api');

  it('is imported as a job: files and figures, names, types and gear from the CSV, then undone', async () => {
    const shoes = await createCategory(app, owner.session, { name: 'Footwear' });
    const speedgoat = await createItem(app, owner.session, {
      name: ' speedgoat 5',
      categoryId: shoes.id,
    });
    const started = await startImport(owner, stravaExport());
    expect(started.status).toBe(202);
    const job = await waitForJob(owner, started.body.jobId, { state: 'succeeded' });
    expect(job.kind).toBe('activities.strava-import');
    expect(job.result).toEqual({
      rows: 6,
      added: 3,
      duplicates: 1,
      refused: 2,
      withoutFile: 1,
      problems: [
        { name: 'activities/1004.fit.gz', reason: expect.stringContaining('cut off') as unknown },
        {
          name: 'activities/1005.gpx.gz',
          reason: 'The file activities.csv names is not in the zip',
        },
      ],
      unmatchedGear: ['Old bike'],
    });
    expect(job.progressDone).toBe(6);

    const list = await send<ActivityPage>(owner, 'GET', '/activities');
    const byName = new Map(list.body.activities.map((activity) => [activity.name, activity]));
    expect([...byName.keys()].sort()).toEqual(['Climbing gym', 'Sunday ride', 'Track session']);
    expect(byName.get('Track session')).toMatchObject({
      source: 'strava',
      category: 'run',
      hasFile: true,
      gearItemIds: [speedgoat.id],
    });
    expect(byName.get('Sunday ride')).toMatchObject({ category: 'ride', hasFile: true });
    expect(byName.get('Climbing gym')).toMatchObject({
      category: 'climb',
      hasFile: false,
      elapsedS: 5400,
      startTime: '2022-01-03T18:05:00.000Z',
    });
    const run = await send<Detail>(owner, 'GET', `/activities/${byName.get('Track session')?.id}`);
    expect(run.body.notes).toBe('Short one');
    expect(run.body.route?.recordedPoints).toBeGreaterThan(10);

    // Another user can neither undo it nor read its job.
    expect(
      (await send(stranger, 'DELETE', `/activities/imports/${started.body.jobId}`)).status,
    ).toBe(404);
    const undone = await send<{ deleted: number }>(
      owner,
      'DELETE',
      `/activities/imports/${started.body.jobId}`,
    );
    expect(undone).toMatchObject({ status: 200, body: { deleted: 3 } });
    expect((await send<ActivityPage>(owner, 'GET', '/activities')).body.activities).toEqual([]);
    // Imported again: all there again (nothing left to be a duplicate of).
    const again = await startImport(owner, stravaExport());
    const second = await waitForJob(owner, again.body.jobId, { state: 'succeeded' });
    expect(second.result).toMatchObject({ added: 3, duplicates: 1 });
    expect((await send(owner, 'DELETE', `/activities/imports/${again.body.jobId}`)).status).toBe(
      200,
    );
  });

  it('fails with a reason for a zip that is not an export, and refuses what is not a zip', async () => {
    const notExport = zipSync({ 'notes.txt': new TextEncoder().encode('hello') });
    const started = await startImport(owner, notExport);
    expect(started.status).toBe(202);
    const job = await waitForJob(owner, started.body.jobId, { state: 'failed' });
    expect(job.error).toMatch(/no activities\.csv/);

    const garbage = await startImport(owner, new TextEncoder().encode('not a zip at all'));
    const failed = await waitForJob(owner, garbage.body.jobId, { state: 'failed' });
    expect(failed.error).toBe('This is not a zip file, or it is damaged');

    const csv = await startImport(owner, new TextEncoder().encode(HEADER), 'text/csv');
    expect(csv.status).toBe(415);
    expect(csv.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // A job that is not an import of the user's is not undone.
    expect((await send(owner, 'DELETE', `/activities/imports/${owner.id}`)).status).toBe(404);
  });
});
