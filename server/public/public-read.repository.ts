import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import type { WeightScale, WeightUnit } from '@server/domain/weight-units.js';
import type { PhotoContentType } from '@server/photos/photo.entity.js';
import type { RoutePoint } from '@server/trips/route-point.js';

/** The owner of a public page, as the page shows them, and whose data the rest is read with. */
export interface PublicOwnerRow {
  ownerId: string;
  username: string;
  givenName: string;
  familyName: string;
  avatarPhotoId: string | null;
  profilePublic: boolean;
  searchIndexing: boolean;
  weightUnit: WeightUnit;
  weightScale: WeightScale;
  foodPerDayGrams: number;
}

const OWNER_COLUMNS = `
  u.id AS "ownerId", u.username, u.given_name AS "givenName", u.family_name AS "familyName",
  u.avatar_photo_id AS "avatarPhotoId", u.profile_public AS "profilePublic",
  u.search_indexing AS "searchIndexing", u.weight_unit AS "weightUnit",
  u.weight_scale AS "weightScale", u.food_per_day_grams AS "foodPerDayGrams"`;

/** A public trip as the profile lists it (the trip's own figures, before any trimming). */
export interface PublicTripRow {
  id: string;
  name: string;
  activity: string;
  startDate: string;
  endDate: string;
  distanceM: number;
  gainM: number | null;
  preview: [number, number][];
  previewSegmentStarts: number[];
  hideRouteEnds: boolean;
  mainPackId: string | null;
  updatedAt: Date;
}

export interface PublicRouteRow {
  tripId: string;
  points: RoutePoint[];
  segmentStarts: number[];
}

/**
 * The reads the public pages need across users: each finds a page by its public address
 * (username and slug or id), deciding found or not in one query that joins the user and the
 * thing, so every "not there" costs the same. Usernames are stored lowercase (the caller
 * normalises); a pack an import is still writing is nobody's to see.
 */
@Injectable()
export class PublicReadRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** The user, when their profile is public. */
  async profileOwner(username: string): Promise<PublicOwnerRow | null> {
    const rows = await this.manager.query<PublicOwnerRow[]>(
      `SELECT ${OWNER_COLUMNS} FROM users u WHERE u.username = $1 AND u.profile_public`,
      [username],
    );
    return rows[0] ?? null;
  }

  /** The owner and the pack's id, when the pack is public (the profile may be private). */
  async publicPack(
    username: string,
    slug: string,
  ): Promise<{ owner: PublicOwnerRow; packId: string } | null> {
    const rows = await this.manager.query<(PublicOwnerRow & { packId: string })[]>(
      `SELECT ${OWNER_COLUMNS}, p.id AS "packId"
         FROM users u
         JOIN packs p ON p.owner_id = u.id AND p.slug = $2 AND p.is_public AND NOT p.importing
        WHERE u.username = $1`,
      [username, slug],
    );
    const row = rows[0];
    if (!row) return null;
    const { packId, ...owner } = row;
    return { owner, packId };
  }

  /** The owner, when the trip is theirs and public. */
  async publicTrip(username: string, tripId: string): Promise<PublicOwnerRow | null> {
    const rows = await this.manager.query<PublicOwnerRow[]>(
      `SELECT ${OWNER_COLUMNS}
         FROM users u
         JOIN trips t ON t.owner_id = u.id AND t.id = $2 AND t.is_public
        WHERE u.username = $1`,
      [username, tripId],
    );
    return rows[0] ?? null;
  }

  /** The owner's public packs, the most recently changed first. */
  async publicPackIds(ownerId: string): Promise<string[]> {
    const rows = await this.manager.query<{ id: string }[]>(
      `SELECT id FROM packs WHERE owner_id = $1 AND is_public AND NOT importing
        ORDER BY updated_at DESC, id`,
      [ownerId],
    );
    return rows.map((row) => row.id);
  }

  /** The slugs of those of these packs that are public, by pack id. */
  async publicSlugs(ownerId: string, packIds: readonly string[]): Promise<Map<string, string>> {
    if (packIds.length === 0) return new Map();
    const rows = await this.manager.query<{ id: string; slug: string }[]>(
      `SELECT id, slug FROM packs
        WHERE owner_id = $1 AND id = ANY($2::uuid[]) AND is_public AND NOT importing`,
      [ownerId, packIds],
    );
    return new Map(rows.map((row) => [row.id, row.slug]));
  }

  /**
   * The owner's public trips, the latest start first (as the trips list), each with its main
   * pack: the one marked main, else the first in order (as the trip reads its packs).
   */
  async publicTrips(ownerId: string): Promise<PublicTripRow[]> {
    return this.manager.query<PublicTripRow[]>(
      `SELECT t.id, t.name, t.activity, to_char(t.start_date, 'YYYY-MM-DD') AS "startDate",
              to_char(t.end_date, 'YYYY-MM-DD') AS "endDate", t.distance_m AS "distanceM",
              t.gain_m AS "gainM", t.preview, t.preview_segment_starts AS "previewSegmentStarts",
              t.hide_route_ends AS "hideRouteEnds", t.updated_at AS "updatedAt",
              (SELECT tp.pack_id FROM trip_packs tp
                 JOIN packs p ON p.id = tp.pack_id AND NOT p.importing
                WHERE tp.trip_id = t.id AND tp.owner_id = t.owner_id
                ORDER BY tp.is_main DESC, tp.position
                LIMIT 1) AS "mainPackId"
         FROM trips t
        WHERE t.owner_id = $1 AND t.is_public
        ORDER BY t.start_date DESC, t.created_at DESC, t.id`,
      [ownerId],
    );
  }

  /** The routes of these trips of the owner's (those that have one). */
  async routes(ownerId: string, tripIds: readonly string[]): Promise<PublicRouteRow[]> {
    if (tripIds.length === 0) return [];
    return this.manager.query<PublicRouteRow[]>(
      `SELECT trip_id AS "tripId", points, segment_starts AS "segmentStarts"
         FROM trip_routes WHERE owner_id = $1 AND trip_id = ANY($2::uuid[])`,
      [ownerId, tripIds],
    );
  }

  /**
   * A photo's bytes when a public page shows it, in one query: the photo of an item on a public
   * pack (an item line, or an item of a bundle line), or the avatar of a user with a public
   * profile, pack or trip. The owner must have a username (without one nothing is public).
   */
  async publicPhoto(
    photoId: string,
  ): Promise<{ contentType: PhotoContentType; bytes: Buffer } | null> {
    const rows = await this.manager.query<{ contentType: PhotoContentType; bytes: Buffer }[]>(
      `SELECT ph.content_type AS "contentType", ph.bytes
         FROM photos ph
         JOIN users u ON u.id = ph.owner_id AND u.username IS NOT NULL
        WHERE ph.id = $1
          AND (
            EXISTS (
              SELECT 1 FROM gear_items gi
                JOIN pack_lines pl ON pl.gear_item_id = gi.id
                JOIN packs p ON p.id = pl.pack_id AND p.is_public AND NOT p.importing
               WHERE gi.photo_id = ph.id AND gi.owner_id = u.id AND p.owner_id = u.id)
            OR EXISTS (
              SELECT 1 FROM gear_items gi
                JOIN bundle_items bi ON bi.gear_item_id = gi.id
                JOIN pack_lines pl ON pl.bundle_id = bi.bundle_id
                JOIN packs p ON p.id = pl.pack_id AND p.is_public AND NOT p.importing
               WHERE gi.photo_id = ph.id AND gi.owner_id = u.id AND p.owner_id = u.id)
            OR (u.avatar_photo_id = ph.id AND (
              u.profile_public
              OR EXISTS (SELECT 1 FROM packs p
                          WHERE p.owner_id = u.id AND p.is_public AND NOT p.importing)
              OR EXISTS (SELECT 1 FROM trips t WHERE t.owner_id = u.id AND t.is_public)))
          )`,
      [photoId],
    );
    return rows[0] ?? null;
  }
}
