import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The express-session store's table (connect-pg-simple's layout). */
export class CreateSessions1763700000001 implements MigrationInterface {
  name = 'CreateSessions1763700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "sessions" (
        "sid" varchar NOT NULL,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL,
        CONSTRAINT "PK_sessions" PRIMARY KEY ("sid")
      )
    `);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_expire" ON "sessions" ("expire")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sessions"`);
  }
}
