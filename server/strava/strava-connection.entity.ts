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
 * A user's link to their Strava athlete: one athlete per user and one user per athlete. The
 * tokens are sealed (SecretBox, bound to the owner and to which token it is): never in clear.
 */
@Entity({ name: 'strava_connections' })
@Unique('UQ_strava_connections_athlete', ['athleteId'])
export class StravaConnectionEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_strava_connections_owner', onDelete: 'CASCADE' })
  ownerId: string;

  /** Strava's athlete id (a 64-bit number, kept as text in JS). */
  @Column({ name: 'athlete_id', type: 'bigint' })
  athleteId: string;

  /** "Firstname Lastname" as Strava gave it at the link, for the screen. */
  @Column({ name: 'athlete_name', type: 'text', default: '' })
  athleteName: string;

  /** The scopes the athlete granted, comma-separated as Strava writes them. */
  @Column({ type: 'text' })
  scopes: string;

  @Column({ name: 'access_token', type: 'text' })
  accessToken: string;

  /** Strava may answer a refresh with a new one: the newest is always kept. */
  @Column({ name: 'refresh_token', type: 'text' })
  refreshToken: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /**
   * What happens to the activities Strava brought in when the athlete revokes access on
   * Strava's side: kept (the owner agreed to keep them here, as Strava's API agreement asks),
   * or deleted with the link.
   */
  @Column({ name: 'keep_activities_on_revoke', type: 'boolean', default: true })
  keepActivitiesOnRevoke: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
