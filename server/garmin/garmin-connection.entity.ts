import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  PrimaryColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '@server/users/user.entity.js';

/**
 * A user's link to their Garmin Connect account: one Garmin user per user and one user per
 * Garmin user (pushes name only Garmin's user id). The tokens are sealed (SecretBox, bound to the
 * owner and to which token it is): never in clear.
 */
@Entity({ name: 'garmin_connections' })
@Unique('UQ_garmin_connections_user', ['garminUserId'])
export class GarminConnectionEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_garmin_connections_owner', onDelete: 'CASCADE' })
  ownerId: string;

  /** Garmin's user id (an opaque text, stable across re-authorizations). */
  @Column({ name: 'user_id', type: 'text' })
  garminUserId: string;

  @Column({ name: 'access_token', type: 'text' })
  accessToken: string;

  /** Garmin rotates it on each refresh: the newest is always kept. */
  @Column({ name: 'refresh_token', type: 'text' })
  refreshToken: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** When the refresh token stops working (about 90 days); the user links again after it. */
  @Column({ name: 'refresh_expires_at', type: 'timestamptz', nullable: true })
  refreshExpiresAt: Date | null;

  /** What the user let the app do, comma-separated as Garmin names it (ACTIVITY_EXPORT, ...). */
  @Column({ type: 'text', default: '' })
  permissions: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
