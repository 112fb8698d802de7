import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { PackEntity } from './pack.entity.js';

export type PackValues = Partial<
  Pick<PackEntity, 'name' | 'description' | 'slug' | 'uncategorizedSortOrder' | 'isPublic'>
>;

export const UNIQUE_SLUG = 'UQ_packs_owner_slug';

/**
 * Packs, every query scoped to the owner. Built on an EntityManager so a transaction can use
 * its own instance (`within(manager)`). A pack an import is still writing (`importing`) is left
 * out of every read and write here, as if it did not exist yet; only its slug is taken.
 */
@Injectable()
export class PacksRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): PacksRepository {
    return new PacksRepository(manager);
  }

  private get packs() {
    return this.manager.getRepository(PackEntity);
  }

  /** The owner's packs, the most recently changed first. */
  list(ownerId: string): Promise<PackEntity[]> {
    return this.packs.find({
      where: { ownerId, importing: false },
      order: { updatedAt: 'DESC', id: 'ASC' },
    });
  }

  findOne(ownerId: string, id: string): Promise<PackEntity | null> {
    return this.packs.findOneBy({ ownerId, id, importing: false });
  }

  /** Those of these packs that exist and are the owner's, in no particular order. */
  findMany(ownerId: string, ids: readonly string[]): Promise<PackEntity[]> {
    return this.packs
      .createQueryBuilder('pack')
      .where('pack.ownerId = :ownerId AND pack.id = ANY(:ids::uuid[])', { ownerId, ids })
      .andWhere('NOT pack.importing')
      .getMany();
  }

  /** The pack, locked until the transaction ends: changes to its lines go one at a time. */
  lockOne(ownerId: string, id: string): Promise<PackEntity | null> {
    return this.packs
      .createQueryBuilder('pack')
      .where('pack.ownerId = :ownerId AND pack.id = :id', { ownerId, id })
      .andWhere('NOT pack.importing')
      .setLock('pessimistic_write')
      .getOne();
  }

  /** Every slug the owner has taken, a pack still importing included. */
  async slugs(ownerId: string): Promise<string[]> {
    const rows = await this.packs.find({ select: { slug: true }, where: { ownerId } });
    return rows.map((row) => row.slug);
  }

  async insert(
    ownerId: string,
    values: Pick<PackEntity, 'name' | 'slug'> & PackValues,
  ): Promise<string> {
    const result = await this.packs.insert({ ...values, ownerId });
    return (result.identifiers[0] as { id: string }).id;
  }

  /** Also stamps updatedAt (with no values, only that). False when missing or another user's. */
  async update(ownerId: string, id: string, values: PackValues = {}): Promise<boolean> {
    const result = await this.packs
      .createQueryBuilder()
      .update()
      .set({ ...values, updatedAt: () => 'now()' })
      .where('owner_id = :ownerId AND id = :id AND NOT importing', { ownerId, id })
      .execute();
    return result.affected === 1;
  }

  /** Its lines and category positions go with it (ON DELETE CASCADE). */
  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.packs.delete({ ownerId, id, importing: false });
    return result.affected === 1;
  }
}
