import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApi, type User } from '@test/support/api-fixture.js';
import { createItem } from '@test/support/factories.js';
import { largeJpeg, pngOf } from '@test/support/images.js';
import { gpx11, importTrip, type ErrorJson } from './trips-files.helpers.js';

/** A GPX track of `points` points, each with an elevation and a time (about 100 bytes each). */
const track = (points: number) =>
  gpx11(
    `<trk><trkseg>${Array.from(
      { length: points },
      (_, i) =>
        `<trkpt lat="${(46 + i * 1e-5).toFixed(6)}" lon="${(7 + i * 1e-5).toFixed(6)}">` +
        `<ele>${1000 + (i % 500)}</ele><time>2026-08-14T08:00:00Z</time></trkpt>\n`,
    ).join('')}</trkseg></trk>`,
  );

describe('the memory limits', () => {
  let photo12Mp: Buffer;
  beforeAll(async () => {
    // Encoded before the app starts: seconds of encoding would outlast its idle connections.
    photo12Mp = await largeJpeg(4000, 3000, 0);
  }, 180_000); // Jimp encodes in JavaScript: seconds alone, minutes on a loaded two-core machine.
  // Workers far smaller than the defaults, so that ordinary files reach their limits.
  const { app, owner } = setupApi({
    env: { ROUTE_FILE_READER_MEMORY_MB: '64', IMAGE_WORKER_MEMORY_MB: '64' },
    users: 1,
  });

  const putPhoto = async (user: User, itemId: string, bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('photo', new Blob([bytes]), name);
    const response = await user.session.fetch(`${app.baseUrl}/api/gear/items/${itemId}/photo`, {
      method: 'PUT',
      body: form,
    });
    return { status: response.status, body: (await response.json()) as ErrorJson };
  };

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'runs the embedded database with 16 MB of shared buffers unless told otherwise',
    async () => {
      const db = app.app.get(DataSource);
      const [buffers] = await db.query<{ shared_buffers: string }[]>('SHOW shared_buffers');
      const [maintenance] = await db.query<{ maintenance_work_mem: string }[]>(
        'SHOW maintenance_work_mem',
      );
      expect(buffers?.shared_buffers).toBe('16MB');
      expect(maintenance?.maintenance_work_mem).toBe('16MB');
    },
  );

  it('refuses a route file whose worker reaches its heap limit (400), and reads the next one', async () => {
    // 25,000 points (2.4 MB) need about 128 MB of heap to read.
    const refused = await importTrip<ErrorJson>(owner, track(25_000));
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'ROUTE_FILE_INVALID',
        message: 'The file needs more memory to read than an import may use',
        errors: [{ field: 'file' }],
      },
    });

    const next = await importTrip(owner, track(200));
    expect(next.status).toBe(201);
    expect(next.body.route?.points).toHaveLength(200);
  });

  it('takes a 12-megapixel JPEG with the smallest photo worker heap allowed (64 MB)', async () => {
    // MozJPEG decodes into WebAssembly memory, outside the worker's JS heap: with Jimp's
    // JavaScript decoder this photo needed about 150 MB of heap and was refused (400
    // IMAGE_TOO_LARGE). A worker that does reach its limit is still ended and its photo refused
    // (server/photos/images/image-worker-pool.spec.ts).
    const item = await createItem(app, owner.session);
    const taken = await putPhoto(owner, item.id, photo12Mp, 'camera.jpg');
    expect(taken.status).toBe(200);

    const next = await putPhoto(owner, item.id, await pngOf(64, 48), 'small.png');
    expect(next.status).toBe(200);
  });
});
