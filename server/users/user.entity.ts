import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { PLAN_IDS, type PlanId } from '@server/domain/plans.js';
import type { WeightScale, WeightUnit } from '@server/domain/weight-units.js';

export const SUBSCRIPTION_PLANS = PLAN_IDS;
export type SubscriptionPlan = PlanId;

// The unique lower(email) index lives in the migration only: TypeORM cannot express it.
@Entity({ name: 'users' })
@Index('UQ_users_identity', ['identityIssuer', 'identitySubject'], { unique: true })
@Check('CHK_users_subscription_plan', `"subscription_plan" IN ('basic', 'explorer')`)
@Check('CHK_users_username', `"username" ~ '^[a-z0-9_-]{3,30}$'`)
@Check('CHK_users_weight_unit', `"weight_unit" IN ('g', 'kg', 'oz', 'lb')`)
@Check('CHK_users_weight_scale', `"weight_scale" IN ('auto', 'fixed')`)
@Check('CHK_users_currency', `"currency" ~ '^[A-Z]{3}$'`)
@Check('CHK_users_food_per_day', `"food_per_day_grams" BETWEEN 0 AND 5000`)
@Index('UQ_users_username', ['username'], { unique: true })
@Index('IDX_users_avatar_photo', ['avatarPhotoId'])
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'given_name', type: 'text', default: '' })
  givenName: string;

  @Column({ name: 'family_name', type: 'text', default: '' })
  familyName: string;

  /** The sign-in provider's issuer and its id for this person: together, who signs in. */
  @Column({ name: 'identity_issuer', type: 'text', nullable: true })
  identityIssuer: string | null;

  @Column({ name: 'identity_subject', type: 'text', nullable: true })
  identitySubject: string | null;

  @Column({ name: 'subscription_plan', type: 'text', default: 'basic' })
  subscriptionPlan: SubscriptionPlan;

  /** The name in the user's public addresses (`/u/{username}`), lowercase; null until chosen. */
  @Column({ type: 'text', nullable: true })
  username: string | null;

  /**
   * A square thumbnail, stored as one of the user's photos. The photo entity is named, not
   * imported: photos already import users (their owner), and imports must not go round in a cycle.
   */
  @Column({ name: 'avatar_photo_id', type: 'uuid', nullable: true })
  @ForeignKey('PhotoEntity', { name: 'FK_users_avatar_photo', onDelete: 'SET NULL' })
  avatarPhotoId: string | null;

  /** The unit weights are shown in, on every screen (each screen's switcher changes it). */
  @Column({ name: 'weight_unit', type: 'text', default: 'g' })
  weightUnit: WeightUnit;

  /** 'auto': long g or oz figures show in kg or lb (13.67 kg); 'fixed': in the unit (13,666 g). */
  @Column({ name: 'weight_scale', type: 'text', default: 'auto' })
  weightScale: WeightScale;

  /** ISO 4217 code for new prices; null: the browser's locale decides. */
  @Column({ type: 'char', length: 3, nullable: true })
  currency: string | null;

  /** Grams of food per day a trip plans for when it has no figure of its own. */
  @Column({ name: 'food_per_day_grams', type: 'integer', default: 700 })
  foodPerDayGrams: number;

  /** Whether anyone may see the profile page `/u/{username}` with its public packs and trips. */
  @Column({ name: 'profile_public', type: 'boolean', default: false })
  profilePublic: boolean;

  /** Whether the user's public pages let search engines index them (noindex otherwise). */
  @Column({ name: 'search_indexing', type: 'boolean', default: false })
  searchIndexing: boolean;

  /**
   * Counts the user's writes (any that succeeded), so a server holding one of their public
   * pages in its cache can tell it is stale, whichever server took the write. Text: bigint.
   */
  @Column({ name: 'public_version', type: 'bigint', default: 0 })
  publicVersion: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
