import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { UserEntity } from '@server/users/user.entity.js';

/**
 * One user's current window for one limited action: how many calls it has counted and when it
 * resets. Only RateLimitsRepository's SQL reads and writes it (one statement per call, on the
 * database's clock); the entity describes the table for the schema check.
 */
@Entity({ name: 'rate_limits' })
@Check('CHK_rate_limits_hits', `"hits" >= 1`)
export class RateLimitWindowEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'uuid', primaryKeyConstraintName: 'PK_rate_limits' })
  @ForeignKey(() => UserEntity, { name: 'FK_rate_limits_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_rate_limits' })
  action: string;

  @Column({ type: 'integer' })
  hits: number;

  @Column({ name: 'resets_at', type: 'timestamptz' })
  resetsAt: Date;
}
