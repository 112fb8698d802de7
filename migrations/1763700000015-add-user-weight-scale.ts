import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How long weights show, next to the preferred unit: 'auto' switches grams to kilograms from
 * 1,000 g and ounces to pounds from 16 oz (13.67 kg), 'fixed' keeps the unit (13,666 g). Every
 * account starts on 'auto'.
 */
export class AddUserWeightScale1763700000015 implements MigrationInterface {
  name = 'AddUserWeightScale1763700000015';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "weight_scale" text NOT NULL DEFAULT 'auto'`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_weight_scale" CHECK ("weight_scale" IN ('auto', 'fixed'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_weight_scale"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "weight_scale"`);
  }
}
