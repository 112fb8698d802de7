import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { WorkerMemory } from '@server/common/worker-memory.js';
import { ImageProcessor } from '@server/photos/images/image-processor.js';
import { PreviewRenderer } from '@server/public/preview-image/preview-renderer.js';
import { RouteFileReader } from '@server/trips/files/route-file-reader.js';
import { setupApi } from '@test/support/api-fixture.js';
import { createItem } from '@test/support/factories.js';
import { pngOf } from '@test/support/images.js';

describe("the worker threads' memory (WORKER_MEMORY_MB)", () => {
  const { app, owner } = setupApi({ users: 1 });

  it('is one budget for route files, photos and preview images: a photo waits while it is spent', async () => {
    const memory = app.app.get(WorkerMemory);
    expect(app.app.get(RouteFileReader).memory).toBe(memory);
    expect(app.app.get(ImageProcessor).memory).toBe(memory);
    expect(app.app.get(PreviewRenderer).memory).toBe(memory);

    const item = await createItem(app, owner.session);
    // Another worker's share: the whole budget (an idle photo worker gives its share back).
    const spent = await memory.acquire(memory.totalMb);
    const form = new FormData();
    form.append('photo', new Blob([await pngOf(64, 48)]), 'small.png');
    let settled = false;
    const upload = owner.session
      .fetch(`${app.baseUrl}/api/gear/items/${item.id}/photo`, { method: 'PUT', body: form })
      .finally(() => {
        settled = true;
      });
    await sleep(500);
    expect(settled).toBe(false);
    spent();
    expect((await upload).status).toBe(200);
  });
});
