import { decode } from 'fast-png';
import type { ResourceLimits, WorkerOptions } from 'node:worker_threads';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { WORKER_YOUNG_GENERATION_MB } from '@server/common/worker-limits.js';
import { fixturePack } from '@test/support/preview-fixtures.js';
import { packCard } from './preview-card.js';
import { PreviewQueueFullException } from './preview-image.errors.js';
import { previewLayout } from './preview-layout.js';
import { PreviewRenderer } from './preview-renderer.js';

/** The resource limits of every worker thread this file started. */
const workerLimits = vi.hoisted((): (ResourceLimits | undefined)[] => []);

vi.mock('node:worker_threads', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:worker_threads')>();
  class RecordedWorker extends actual.Worker {
    constructor(file: string | URL, options?: WorkerOptions) {
      workerLimits.push(options?.resourceLimits);
      super(file, options);
    }
  }
  return { ...actual, Worker: RecordedWorker };
});

describe('PreviewRenderer', () => {
  const renderer = new PreviewRenderer();
  afterAll(() => renderer.onModuleDestroy());

  it('draws on its worker thread (started from the TypeScript source here)', async () => {
    const png = await renderer.render(previewLayout(packCard(fixturePack())));
    const image = decode(png);
    expect([image.width, image.height]).toEqual([1200, 630]);
  }, 30_000);

  it('gives its worker a heap limit with the small young generation', () => {
    // A worker reaching a limit with V8's default young generation can abort the whole process.
    expect(workerLimits).toEqual([
      expect.objectContaining({
        maxOldGenerationSizeMb: expect.any(Number) as number,
        maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB,
      }),
    ]);
  });

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
});
