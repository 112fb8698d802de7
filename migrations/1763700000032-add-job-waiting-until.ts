import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `jobs.waiting_until`: a running job that waits for a service's rate-limit window says until
 * when, so the screen can say when it goes on.
 */
export class AddJobWaitingUntil1763700000032 implements MigrationInterface {
  name = 'AddJobWaitingUntil1763700000032';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "jobs" ADD "waiting_until" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "jobs" DROP COLUMN "waiting_until"`);
  }
}
