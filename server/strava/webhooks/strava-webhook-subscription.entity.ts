import { Column, CreateDateColumn, Entity, PrimaryColumn, Unique } from 'typeorm';

/**
 * The Strava app's webhook subscription (Strava allows one per app): the id Strava gave it,
 * which every event names and is checked against, the callback it calls and the handshake's
 * verify token, sealed. Not a user's: it belongs to the server's Strava app.
 */
@Entity({ name: 'strava_webhook_subscriptions' })
@Unique('UQ_strava_webhook_subscriptions_client', ['clientId'])
export class StravaWebhookSubscriptionEntity {
  /** Strava's id for it (a number, kept as text in JS). */
  @PrimaryColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'client_id', type: 'text' })
  clientId: string;

  @Column({ name: 'callback_url', type: 'text' })
  callbackUrl: string;

  @Column({ name: 'verify_token', type: 'text' })
  verifyToken: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
