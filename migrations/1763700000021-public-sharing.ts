import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public sharing (issue 14): what a user chooses to show to anyone, every choice off until made.
 *
 * - `packs.is_public`: the pack's page `/u/{username}/pack/{slug}` answers to anyone.
 * - `users.profile_public`: the profile page `/u/{username}` answers to anyone (its public packs
 *   and trips); a public pack or trip stays reachable by its own address without it.
 * - `users.search_indexing`: the public pages let search engines index them.
 * - `trips.hide_route_ends`: a public trip shows its route without its first and last 500 m, and
 *   no main location (where the walk starts is often where someone lives).
 *
 * The public reads find a user's packs and trips through the owner indexes already there.
 */
export class PublicSharing1763700000021 implements MigrationInterface {
  name = 'PublicSharing1763700000021';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`ALTER TABLE "packs" ADD "is_public" boolean NOT NULL DEFAULT false`);
    await q(`ALTER TABLE "users" ADD "profile_public" boolean NOT NULL DEFAULT false`);
    await q(`ALTER TABLE "users" ADD "search_indexing" boolean NOT NULL DEFAULT false`);
    await q(`ALTER TABLE "trips" ADD "hide_route_ends" boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`ALTER TABLE "trips" DROP COLUMN "hide_route_ends"`);
    await q(`ALTER TABLE "users" DROP COLUMN "search_indexing"`);
    await q(`ALTER TABLE "users" DROP COLUMN "profile_public"`);
    await q(`ALTER TABLE "packs" DROP COLUMN "is_public"`);
  }
}
