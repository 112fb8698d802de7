import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { GearItemsReadService } from '@server/gear/gear-items-read.service.js';
import type { StravaAthlete, StravaGear } from '../api/strava-api.types.js';

export interface StravaGearRow {
  stravaGearId: string;
  kind: 'bike' | 'shoes';
  name: string;
  gearItemId: string | null;
  gearItemName: string | null;
}

const keyOf = (name: string) => name.trim().toLowerCase();

/**
 * The owner's Strava gear and the library items it maps to. Gear first seen is mapped to the
 * library item of the same name (trimmed, case-blind) if there is one; the owner changes it.
 */
@Injectable()
export class StravaGearMap {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly items: GearItemsReadService,
  ) {}

  /** The library items a synced activity with this Strava gear counts as used (0 or 1). */
  async itemsFor(ownerId: string, stravaGearId: string | null): Promise<string[]> {
    if (!stravaGearId) return [];
    const rows = await this.manager.query<{ id: string | null }[]>(
      `SELECT "gear_item_id" AS "id" FROM "strava_gear"
        WHERE "owner_id" = $1 AND "strava_gear_id" = $2`,
      [ownerId, stravaGearId],
    );
    return rows.flatMap((row) => (row.id ? [row.id] : []));
  }

  /** Takes in the athlete's bikes and shoes (names updated, mappings kept); one statement. */
  async refresh(ownerId: string, athlete: StravaAthlete): Promise<void> {
    const gear: { item: StravaGear; kind: 'bike' | 'shoes' }[] = [
      ...(athlete.bikes ?? []).map((item) => ({ item, kind: 'bike' as const })),
      ...(athlete.shoes ?? []).map((item) => ({ item, kind: 'shoes' as const })),
    ].filter(({ item }) => typeof item.id === 'string' && item.id.length <= 100);
    if (gear.length === 0) return;
    const names = gear.map(({ item }) => (item.name ?? '').trim().slice(0, 200) || item.id);
    const byName = await this.items.idsByName(ownerId, names.map(keyOf));
    await this.manager.query(
      `INSERT INTO "strava_gear" ("owner_id", "strava_gear_id", "kind", "name", "gear_item_id")
       SELECT $1, "id", "kind", "name", "item" FROM unnest($2::text[], $3::text[], $4::text[], $5::uuid[])
         AS "gear" ("id", "kind", "name", "item")
       ON CONFLICT ("owner_id", "strava_gear_id")
       DO UPDATE SET "name" = EXCLUDED."name", "kind" = EXCLUDED."kind"`,
      [
        ownerId,
        gear.map(({ item }) => item.id),
        gear.map(({ kind }) => kind),
        names,
        names.map((name) => byName.get(keyOf(name)) ?? null),
      ],
    );
  }

  list(ownerId: string): Promise<StravaGearRow[]> {
    return this.manager.query<StravaGearRow[]>(
      `SELECT "gear"."strava_gear_id" AS "stravaGearId", "gear"."kind", "gear"."name",
              "gear"."gear_item_id" AS "gearItemId", "item"."name" AS "gearItemName"
         FROM "strava_gear" AS "gear"
         LEFT JOIN "gear_items" AS "item"
           ON "item"."id" = "gear"."gear_item_id" AND "item"."owner_id" = "gear"."owner_id"
        WHERE "gear"."owner_id" = $1
        ORDER BY "gear"."kind", "gear"."name", "gear"."strava_gear_id"`,
      [ownerId],
    );
  }

  /** Maps one Strava gear to an item of the owner's (or to none); false if either is unknown. */
  async map(ownerId: string, stravaGearId: string, gearItemId: string | null): Promise<boolean> {
    if (gearItemId && !(await this.items.names(ownerId, [gearItemId])).has(gearItemId)) {
      return false;
    }
    const [, affected] = await this.manager.query<[unknown, number]>(
      `UPDATE "strava_gear" SET "gear_item_id" = $3
        WHERE "owner_id" = $1 AND "strava_gear_id" = $2`,
      [ownerId, stravaGearId, gearItemId],
    );
    return affected > 0;
  }
}
