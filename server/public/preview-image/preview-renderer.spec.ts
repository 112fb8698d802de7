import { decode } from 'fast-png';
import { afterAll, describe, expect, it } from 'vitest';
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
});
