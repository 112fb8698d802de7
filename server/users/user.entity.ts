import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const SUBSCRIPTION_PLANS = ['basic', 'explorer'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

// The unique lower(email) index lives in the migration only: TypeORM cannot express it.
@Entity({ name: 'users' })
@Index('UQ_users_identity', ['identityIssuer', 'identitySubject'], { unique: true })
@Check('CHK_users_subscription_plan', `"subscription_plan" IN ('basic', 'explorer')`)
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
