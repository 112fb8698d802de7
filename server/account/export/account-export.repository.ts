import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BundleItemEntity } from '@server/bundles/bundle-item.entity.js';
import { BundleEntity } from '@server/bundles/bundle.entity.js';
import { GearCategoryEntity } from '@server/gear/gear-category.entity.js';
import { GearItemEntity } from '@server/gear/gear-item.entity.js';
import { PackCategoryEntity } from '@server/packs/pack-category.entity.js';
import { PackLineEntity } from '@server/packs/pack-line.entity.js';
import { PackEntity } from '@server/packs/pack.entity.js';
import { PhotoEntity } from '@server/photos/photo.entity.js';
import { UserEntity } from '@server/users/user.entity.js';

/** Everything a user owns except the photos' bytes, read at one moment. */
export interface AccountSnapshot {
  user: UserEntity;
  categories: GearCategoryEntity[];
  items: GearItemEntity[];
  bundles: BundleEntity[];
  bundleItems: BundleItemEntity[];
  packs: PackEntity[];
  packCategories: PackCategoryEntity[];
  packLines: PackLineEntity[];
  photos: PhotoEntity[];
}

/**
 * Reads a user's rows for the export, every query scoped to the owner: one query per table,
 * whatever the size of the library, and the photos' bytes a batch at a time.
 */
@Injectable()
export class AccountExportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One repeatable-read transaction, so the tables agree with each other (no pack line pointing
   * at an item deleted between two reads). Returns null when the user is gone.
   */
  snapshot(ownerId: string): Promise<AccountSnapshot | null> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const user = await manager.getRepository(UserEntity).findOneBy({ id: ownerId });
      if (!user) return null;
      return { user, ...(await this.owned(manager, ownerId)) };
    });
  }

  private async owned(manager: EntityManager, ownerId: string) {
    const where = { ownerId };
    // One after another: a transaction's queries share its one connection anyway.
    const categories = await manager
      .getRepository(GearCategoryEntity)
      .find({ where, order: { sortOrder: 'ASC', name: 'ASC' } });
    const items = await manager
      .getRepository(GearItemEntity)
      .find({ where, order: { createdAt: 'ASC', id: 'ASC' } });
    const bundles = await manager
      .getRepository(BundleEntity)
      .find({ where, order: { createdAt: 'ASC', id: 'ASC' } });
    const bundleItems = await manager
      .getRepository(BundleItemEntity)
      .find({ where, order: { bundleId: 'ASC', sortOrder: 'ASC' } });
    // A pack an import is still writing is not the user's yet (its lines are then left out).
    const packs = await manager
      .getRepository(PackEntity)
      .find({ where: { ...where, importing: false }, order: { createdAt: 'ASC', id: 'ASC' } });
    const packCategories = await manager
      .getRepository(PackCategoryEntity)
      .find({ where, order: { packId: 'ASC', sortOrder: 'ASC' } });
    const packLines = await manager
      .getRepository(PackLineEntity)
      .find({ where, order: { packId: 'ASC', sortOrder: 'ASC', createdAt: 'ASC' } });
    const photos = await manager
      .getRepository(PhotoEntity)
      .find({ where, order: { createdAt: 'ASC', id: 'ASC' } });
    return { categories, items, bundles, bundleItems, packs, packCategories, packLines, photos };
  }

  /** The bytes of some of the owner's photos, by id; ids of deleted photos are left out. */
  async photoBytes(ownerId: string, ids: readonly string[]): Promise<Map<string, Buffer>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(PhotoEntity)
      .createQueryBuilder('photo')
      .select(['photo.id'])
      .addSelect('photo.bytes')
      .where('photo.ownerId = :ownerId AND photo.id IN (:...ids)', { ownerId, ids: [...ids] })
      .getMany();
    return new Map(rows.map((row) => [row.id, row.bytes]));
  }
}
