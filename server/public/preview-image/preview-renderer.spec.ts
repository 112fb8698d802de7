import { decode } from 'fast-png';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerMemory } from '@server/common/worker-memory.js';
import type { AppConfig } from '@server/config/app-config.js';
import { fixturePack } from '@test/support/preview-fixtures.js';
import { packCard } from './preview-card.js';
import { PreviewQueueFullException } from './preview-image.errors.js';
import { previewLayout } from './preview-layout.js';
import { PreviewRenderer } from './preview-renderer.js';

describe('PreviewRenderer', () => {
  const renderer = new PreviewRenderer();
  afterAll(() => renderer.onModuleDestroy());

  it('draws on its worker thread (started from the TypeScript source here)', async () => {
    const png = await renderer.render(previewLayout(packCard(fixturePack())));
    const image = decode(png);
    expect([image.width, image.height]).toEqual([1200, 630]);
  }, 30_000);

  it('draws one at a time and refuses at once past the images that may wait', async () => {
    const tree = previewLayout(packCard(fixturePack()));
    const requests = Array.from({ length: 18 }, () =>
      renderer.render(tree).then(
        () => 'drawn',
        (error: unknown) => (error instanceof PreviewQueueFullException ? 'refused' : 'failed'),
      ),
    );
    const answers = await Promise.all(requests);
    // One drawing, sixteen waiting, the eighteenth refused.
    expect(answers.filter((answer) => answer === 'drawn')).toHaveLength(17);
    expect(answers.at(-1)).toBe('refused');
  }, 60_000);

  it("holds 160 MB of the workers' memory while its worker lives, and gives it back when other work waits", async () => {
    const memory = new WorkerMemory({ WORKER_MEMORY_MB: 300 } as AppConfig);
    const sharing = new PreviewRenderer(memory);
    try {
      await sharing.render(previewLayout(packCard(fixturePack())));
      expect(memory.inUseMb).toBe(160);
      // A route file's 200 MB do not fit beside it: the idle worker is ended for them.
      const giveBack = await memory.acquire(200);
      expect(memory.inUseMb).toBe(200);
      // The next card waits for its worker's share until the 200 MB come back.
      const drawing = sharing.render(previewLayout(packCard(fixturePack())));
      giveBack();
      expect(decode(await drawing).width).toBe(1200);
      expect(memory.inUseMb).toBe(160);
    } finally {
      await sharing.onModuleDestroy();
    }
    expect(memory.inUseMb).toBe(0);
  }, 60_000);
});
