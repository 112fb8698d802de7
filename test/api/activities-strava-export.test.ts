import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { sendUnder, setupApi, type User } from '@test/support/api-fixture.js';
import { createCategory, createItem } from '@test/support/factories.js';
import { TEST_JOBS_ENV, waitForJob } from '@test/support/test-jobs.js';
import { STRAVA_CSV_HEADER as HEADER, stravaExport } from '@test/support/strava-export.js';

type ActivityPage = ApiSchema<'ActivityPageDto'>;
type Detail = ApiSchema<'ActivityDetailDto'>;

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
    // One at a time: a second one while the first may still run is refused, or it has ended.
    const meanwhile = await startImport(owner, stravaExport());
    if (meanwhile.status === 202) {
      await waitForJob(owner, meanwhile.body.jobId, { state: 'succeeded' });
      await send(owner, 'DELETE', `/activities/imports/${meanwhile.body.jobId}`);
    } else {
      expect(meanwhile).toMatchObject({ status: 409, body: { code: 'IMPORT_RUNNING' } });
    }
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
    expect(job.message).toBe('All 6 activities read');

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
