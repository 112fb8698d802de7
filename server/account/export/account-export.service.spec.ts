import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { PhotoEntity } from '@server/photos/photo.entity.js';
import type { UserEntity } from '@server/users/user.entity.js';
import type { AccountExportRepository, AccountSnapshot } from './account-export.repository.js';
import { AccountExportService } from './account-export.service.js';
import type { ExportDocument } from './export-format.js';
import type { PackCsvWriter } from './pack-csv-writer.js';

const at = new Date('2026-05-01T10:00:00.000Z');
const user = {
  id: 'u1',
  email: 'ada@example.com',
  givenName: 'Ada',
  familyName: 'Lovelace',
  username: null,
  avatarPhotoId: null,
  weightUnit: 'g',
  currency: null,
  subscriptionPlan: 'basic',
  createdAt: at,
} as unknown as UserEntity;

const photo = (id: string): PhotoEntity =>
  ({ id, contentType: 'image/png', width: 1, height: 1, createdAt: at }) as PhotoEntity;

function snapshotWith(parts: Partial<AccountSnapshot>): AccountSnapshot {
  return {
    user,
    categories: [],
    items: [],
    bundles: [],
    bundleItems: [],
    packs: [],
    packCategories: [],
    packLines: [],
    photos: [],
    ...parts,
  };
}

/** A repository over a fixed snapshot; `missing` photos were deleted after it was read. */
function repository(snapshot: AccountSnapshot, missing: string[] = []) {
  const batches: string[][] = [];
  const fake = {
    snapshot: () => Promise.resolve(snapshot),
    photoBytes: (_owner: string, ids: readonly string[]) => {
      batches.push([...ids]);
      return Promise.resolve(
        new Map(ids.filter((id) => !missing.includes(id)).map((id) => [id, Buffer.from(id)])),
      );
    },
  };
  return { fake: fake as unknown as AccountExportRepository, batches };
}

async function exported(service: AccountExportService): Promise<ExportDocument> {
  const { body, fileName } = await service.export('u1', at);
  expect(fileName).toBe('packtrail-export-2026-05-01.json');
  return JSON.parse(await text(body)) as ExportDocument;
}

describe('AccountExportService', () => {
  it('writes photos after the rest, in batches, skipping any deleted meanwhile', async () => {
    const photos = Array.from({ length: 19 }, (_, n) => photo(`p${n}`));
    const { fake, batches } = repository(snapshotWith({ photos }), ['p3', 'p18']);
    const document = await exported(new AccountExportService(fake));
    expect(batches.map((batch) => batch.length)).toEqual([8, 8, 3]);
    expect(document.photos.map((entry) => entry.id)).toEqual(
      photos.map((p) => p.id).filter((id) => id !== 'p3' && id !== 'p18'),
    );
    expect(Buffer.from(document.photos[0]?.data ?? '', 'base64').toString()).toBe('p0');
  });

  it('writes a valid document when every photo is gone', async () => {
    const { fake } = repository(snapshotWith({ photos: [photo('p0')] }), ['p0']);
    expect((await exported(new AccountExportService(fake))).photos).toEqual([]);
  });

  it('adds each pack’s LighterPack CSV when a writer is provided', async () => {
    const pack = {
      id: 'k1',
      name: 'Pack',
      description: '',
      slug: 'pack',
      uncategorizedSortOrder: null,
      createdAt: at,
      updatedAt: at,
    } as AccountSnapshot['packs'][number];
    const asked: string[][] = [];
    const writer: PackCsvWriter = {
      writePacks: (ownerId, packIds) => {
        asked.push([ownerId, ...packIds]);
        return Promise.resolve(new Map([['k1', 'Item Name,Category\n']]));
      },
    };
    const { fake } = repository(snapshotWith({ packs: [pack] }));
    const document = await exported(new AccountExportService(fake, writer));
    expect(asked).toEqual([['u1', 'k1']]);
    expect(document.packs[0]?.lighterpackCsv).toBe('Item Name,Category\n');
  });
});
