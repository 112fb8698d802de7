import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const SUBSCRIPTION_PLANS = ['basic', 'explorer'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

@Entity({ name: 'users' })
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
