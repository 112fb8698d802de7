import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import type { WeightUnit } from '@server/domain/weight-units.js';

/** What a LighterPack row needs of an item beyond what the pack page reads. */
export interface ItemExportFields {
  weightUnit: WeightUnit;
  notes: string;
  url: string | null;
}

/** Reads for the CSV export, scoped to the owner. */
@Injectable()
export class PackExportRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** One query for all the items, by id. */
  async itemFields(ownerId: string, ids: string[]): Promise<Map<string, ItemExportFields>> {
    if (ids.length === 0) return new Map();
    const rows = await this.manager.query<(ItemExportFields & { id: string })[]>(
      `SELECT id, weight_unit AS "weightUnit", notes, url FROM gear_items
       WHERE owner_id = $1 AND id = ANY($2::uuid[])`,
      [ownerId, ids],
    );
    return new Map(rows.map(({ id, ...fields }) => [id, fields]));
  }
}
