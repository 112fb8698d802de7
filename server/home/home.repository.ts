import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';

export interface HomeFacts {
  today: string;
  library: { items: number; total_mg: string; not_in_pack: number };
  heaviest: { id: string; name: string; brand: string; weight_mg: string }[];
  recent_pack_ids: string[];
  next_trip: {
    id: string;
    name: string;
    start_date: string;
    end_date: string;
    main_pack_id: string | null;
  } | null;
  activities: {
    id: string;
    name: string;
    category: string;
    day: string;
    distance_m: number | null;
    moving_s: number | null;
  }[];
  month: { count: number; distance_m: number; moving_s: number; gain_m: number | null };
  started: { gear: boolean; pack: boolean; trip: boolean; tracker: boolean };
}

/** Packs the home screen lists as changed lately. */
export const HOME_RECENT_PACKS = 4;

/**
 * Everything on the home screen but the packs' weights, in one statement: the owner's library
 * at a glance, the packs changed last, the ongoing or next trip (by the viewer's day), the
 * latest activities and this month's totals (by the viewer's calendar), and what a new user
 * has done yet.
 */
const HOME_SQL = `
WITH local AS (
  SELECT (now() AT TIME ZONE $2)::date AS today,
         date_trunc('month', now() AT TIME ZONE $2) AT TIME ZONE $2 AS month_start
),
in_use AS (
  SELECT g.id, g.name, g.brand, g.weight_mg, g.quantity_owned
  FROM gear_items g WHERE g.owner_id = $1 AND NOT g.retired
)
SELECT
  (SELECT today::text FROM local) AS today,
  (SELECT json_build_object(
     'items', count(*),
     'total_mg', coalesce(sum(u.weight_mg * u.quantity_owned), 0)::text,
     'not_in_pack', count(*) FILTER (WHERE
        NOT EXISTS (SELECT 1 FROM pack_lines l WHERE l.gear_item_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM bundle_items b JOIN pack_lines l ON l.bundle_id = b.bundle_id
                        WHERE b.gear_item_id = u.id)))
   FROM in_use u) AS library,
  (SELECT coalesce(json_agg(h), '[]') FROM (
     SELECT u.id, u.name, u.brand, u.weight_mg::text AS weight_mg FROM in_use u
     ORDER BY u.weight_mg DESC, lower(u.name), u.id LIMIT 10) h) AS heaviest,
  (SELECT coalesce(json_agg(p.id), '[]') FROM (
     SELECT id FROM packs WHERE owner_id = $1 AND NOT importing
     ORDER BY updated_at DESC, id LIMIT ${HOME_RECENT_PACKS}) p) AS recent_pack_ids,
  (SELECT json_build_object(
     'id', t.id, 'name', t.name, 'start_date', t.start_date::text, 'end_date', t.end_date::text,
     'main_pack_id', (SELECT tp.pack_id FROM trip_packs tp WHERE tp.trip_id = t.id AND tp.is_main))
   FROM trips t, local
   WHERE t.owner_id = $1 AND t.end_date >= local.today
   ORDER BY t.start_date, t.created_at, t.id LIMIT 1) AS next_trip,
  (SELECT coalesce(json_agg(a), '[]') FROM (
     SELECT id, name, category,
            ((start_time AT TIME ZONE 'UTC')
              + make_interval(mins => coalesce(utc_offset_minutes, 0)))::date::text AS day,
            distance_m, coalesce(moving_s, elapsed_s) AS moving_s
     FROM activities WHERE owner_id = $1
     ORDER BY start_time DESC, id LIMIT 5) a) AS activities,
  (SELECT json_build_object(
     'count', count(*),
     'distance_m', coalesce(sum(distance_m), 0),
     'moving_s', coalesce(sum(coalesce(moving_s, elapsed_s)), 0),
     'gain_m', sum(gain_m))
   FROM activities, local WHERE owner_id = $1 AND start_time >= local.month_start) AS month,
  json_build_object(
    'gear', EXISTS (SELECT 1 FROM gear_items WHERE owner_id = $1),
    'pack', EXISTS (SELECT 1 FROM packs WHERE owner_id = $1 AND NOT importing),
    'trip', EXISTS (SELECT 1 FROM trips WHERE owner_id = $1),
    'tracker', EXISTS (SELECT 1 FROM strava_connections WHERE owner_id = $1)
            OR EXISTS (SELECT 1 FROM garmin_connections WHERE owner_id = $1)) AS started
`;

@Injectable()
export class HomeRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async facts(ownerId: string, timeZone: string): Promise<HomeFacts> {
    const rows: HomeFacts[] = await this.manager.query(HOME_SQL, [ownerId, timeZone]);
    const [facts] = rows;
    if (!facts) throw new Error('The home query answered no row');
    return facts;
  }
}
