import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Who a user is at their sign-in provider: the provider's issuer and its subject id. */
export class AddUserIdentity1763700000002 implements MigrationInterface {
  name = 'AddUserIdentity1763700000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "identity_issuer" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "identity_subject" text`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_users_identity" ON "users" ("identity_issuer", "identity_subject")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_users_identity"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "identity_subject"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "identity_issuer"`);
  }
}
