import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { UserEntity } from '@server/users/user.entity.js';

/**
 * A user's one running call of a one-at-a-time action (an account export), held by one request
 * on one server until it finishes or `expires_at` passes without a renewal. Only
 * RateLimitsRepository's SQL reads and writes it.
 */
@Entity({ name: 'rate_limit_leases' })
export class RateLimitLeaseEntity {
  @PrimaryColumn({
    name: 'owner_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_rate_limit_leases',
  })
  @ForeignKey(() => UserEntity, { name: 'FK_rate_limit_leases_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_rate_limit_leases' })
  action: string;

  /** The request holding it: only its holder renews or releases a lease. */
  @Column({ type: 'uuid' })
  holder: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
