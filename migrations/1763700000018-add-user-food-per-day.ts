import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The food a user plans per day of a trip, in grams, when the trip has no figure of its own:
 * 700 g (a common backpacking figure) until the user sets it, at most 5,000 g
 * (server/domain/trip-limits.ts).
 */
export class AddUserFoodPerDay1763700000018 implements MigrationInterface {
  name = 'AddUserFoodPerDay1763700000018';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD "food_per_day_grams" integer NOT NULL DEFAULT 700`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_food_per_day" CHECK ("food_per_day_grams" BETWEEN 0 AND 5000)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_food_per_day"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "food_per_day_grams"`);
  }
}
