import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { UserEntity } from '@server/users/user.entity.js';
import { ActivityEntity } from '../activity.entity.js';

/** The services an activity can be synced from, each with its own id for it. */
export const ACTIVITY_PROVIDERS = ['strava', 'garmin'] as const;

export type ActivityProvider = (typeof ACTIVITY_PROVIDERS)[number];

/**
 * One service's record of an activity: the same walk uploaded as a file, synced from Strava and
 * from Garmin is one activity with two rows here (its file is its `file_id`). A service's id
 * names one activity of the owner's at most.
 */
@Entity({ name: 'activity_sources' })
@Index('IDX_activity_sources_activity', ['activityId'])
@Check('CHK_activity_sources_provider', `"provider" IN ('strava', 'garmin')`)
@Check('CHK_activity_sources_external_id', `length("external_id") BETWEEN 1 AND 100`)
export class ActivitySourceEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_activity_sources_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @PrimaryColumn({ type: 'text' })
  provider: ActivityProvider;

  /** The service's id for it (Strava's activity id; Garmin's summary id). */
  @PrimaryColumn({ name: 'external_id', type: 'text' })
  externalId: string;

  @Column({ name: 'activity_id', type: 'uuid' })
  @ForeignKey(() => ActivityEntity, { name: 'FK_activity_sources_activity', onDelete: 'CASCADE' })
  activityId: string;

  /**
   * Whether this source brought the activity in (rather than matching one already there): the
   * activity goes when its last source does only if one of them made it.
   */
  @Column({ name: 'created_activity', type: 'boolean', default: false })
  createdActivity: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
