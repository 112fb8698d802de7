import { describe, expect, it } from 'vitest';
import type { BundleItemsRepository } from '@server/bundles/bundle-items.repository.js';
import type { PackCategoriesRepository } from './layout/pack-categories.repository.js';
import type { PackLinesRepository } from './lines/pack-lines.repository.js';
import type { PackEntity } from './pack.entity.js';
import { PacksReadService } from './packs-read.service.js';
import type { PacksRepository } from './packs.repository.js';

describe('PacksReadService.list', () => {
  it('reads the lines only once the packs are read, so a pack an import reveals meanwhile shows whole', async () => {
    const calls: string[] = [];
    let releasePacks!: (packs: PackEntity[]) => void;
    const packs = {
      list: () => {
        calls.push('packs');
        return new Promise<PackEntity[]>((resolve) => (releasePacks = resolve));
      },
    } as unknown as PacksRepository;
    const lines = {
      totalsRows: () => {
        calls.push('lines');
        return Promise.resolve([]);
      },
    } as unknown as PackLinesRepository;
    const bundleItems = {
      forAllPacks: () => {
        calls.push('bundles');
        return Promise.resolve([]);
      },
    } as unknown as BundleItemsRepository;
    const service = new PacksReadService(packs, lines, bundleItems, {} as PackCategoriesRepository);

    const listed = service.list('owner');
    // However long the packs take, nothing else is asked meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(['packs']);
    releasePacks([]);
    expect(await listed).toEqual([]);
    expect(calls).toEqual(['packs', 'lines', 'bundles']);
  });
});
