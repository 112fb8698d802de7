import { Injectable } from '@nestjs/common';
import { invalidField } from '@server/common/errors.js';
import { stravaWebhookRefused } from '../strava.errors.js';
import { StravaWebhookSubscriptionService } from './strava-webhook-subscription.service.js';

const MAX_CHALLENGE_LENGTH = 200;

/**
 * Strava's handshake when a subscription is made: `hub.mode=subscribe`, a challenge to echo,
 * and the verify token the server gave; the challenge is echoed only for the right token.
 */
@Injectable()
export class StravaWebhookHandshake {
  constructor(private readonly subscription: StravaWebhookSubscriptionService) {}

  async answer(query: Record<string, unknown>): Promise<Record<string, string>> {
    const mode = query['hub.mode'];
    const challenge = query['hub.challenge'];
    const token = query['hub.verify_token'];
    if (mode !== 'subscribe') throw invalidField('hub.mode', 'hub.mode must be subscribe');
    if (
      typeof challenge !== 'string' ||
      challenge === '' ||
      challenge.length > MAX_CHALLENGE_LENGTH
    ) {
      throw invalidField(
        'hub.challenge',
        `hub.challenge must be 1-${MAX_CHALLENGE_LENGTH} characters`,
      );
    }
    if (typeof token !== 'string' || !(await this.subscription.acceptsVerifyToken(token))) {
      throw stravaWebhookRefused();
    }
    return { 'hub.challenge': challenge };
  }
}
