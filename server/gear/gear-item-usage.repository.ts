import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';

export interface PackUsageRow {
  id: string;
  name: string;
  lines: number;
  inBundles: number;
}

export interface BundleUsageRow {
  id: string;
  name: string;
  entries: number;
}

/**
 * Which of the owner's packs and bundles use some of the given items: one query each, however
 * many items. SQL on the tables rather than the packs' and bundles' entities, which import the
 * gear module's own (the packs module builds on gear, not the other way round).
 */
@Injectable()
export class GearItemUsageRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Packs with the items as lines, or inside a bundle line. */
  async packs(ownerId: string, ids: string[]): Promise<PackUsageRow[]> {
    const rows = await this.manager.query<
      { id: string; name: string; lines: string; in_bundles: string }[]
    >(
      `SELECT p.id, p.name,
              count(DISTINCT l.gear_item_id) FILTER (WHERE l.gear_item_id = ANY($2::uuid[])) AS lines,
              count(DISTINCT b.gear_item_id) FILTER (WHERE b.gear_item_id = ANY($2::uuid[])) AS in_bundles
         FROM packs p
         JOIN pack_lines l ON l.pack_id = p.id AND l.owner_id = $1
         LEFT JOIN bundle_items b ON b.bundle_id = l.bundle_id AND b.owner_id = $1
        WHERE p.owner_id = $1
          AND (l.gear_item_id = ANY($2::uuid[]) OR b.gear_item_id = ANY($2::uuid[]))
        GROUP BY p.id, p.name
        ORDER BY lower(p.name), p.id`,
      [ownerId, ids],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      lines: Number(row.lines),
      inBundles: Number(row.in_bundles),
    }));
  }

  /** Bundles holding some of the items. */
  async bundles(ownerId: string, ids: string[]): Promise<BundleUsageRow[]> {
    const rows = await this.manager.query<{ id: string; name: string; entries: string }[]>(
      `SELECT bu.id, bu.name, count(*) AS entries
         FROM bundles bu
         JOIN bundle_items b ON b.bundle_id = bu.id AND b.owner_id = $1
        WHERE bu.owner_id = $1 AND b.gear_item_id = ANY($2::uuid[])
        GROUP BY bu.id, bu.name
        ORDER BY lower(bu.name), bu.id`,
      [ownerId, ids],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, entries: Number(row.entries) }));
  }
}
