import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '@server/users/user.entity.js';

/**
 * A user's own Strava app, on a server whose operator set none (Strava's 2026 terms: each app
 * links at most 10 athletes, so people bring their own). The secret is sealed, bound to its owner.
 */
@Entity({ name: 'strava_user_apps' })
export class StravaUserAppEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_strava_user_apps_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ name: 'client_id', type: 'text' })
  clientId: string;

  @Column({ name: 'client_secret', type: 'text' })
  clientSecret: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
