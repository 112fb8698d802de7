import { describe, expect, it } from 'vitest';
import type { StravaWebhookEventDto } from './dto/strava-webhook-event.dto.js';
import { eventAction } from './strava-webhook-events.service.js';
import { isLoopbackUrl } from './strava-webhook-subscription.service.js';

const event = (fields: Partial<StravaWebhookEventDto>): StravaWebhookEventDto => ({
  object_type: 'activity',
  object_id: 1360128428,
  aspect_type: 'create',
  owner_id: 134815,
  subscription_id: 120475,
  event_time: 1516126040,
  ...fields,
});

describe('eventAction', () => {
  it('syncs an activity that was created or changed, and deletes one that was deleted', () => {
    expect(eventAction(event({ aspect_type: 'create' }))).toBe('activity-sync');
    expect(eventAction(event({ aspect_type: 'update', updates: { title: 'Messy' } }))).toBe(
      'activity-sync',
    );
    expect(eventAction(event({ aspect_type: 'delete' }))).toBe('activity-delete');
  });

  it('takes an athlete’s revocation, and nothing else about athletes', () => {
    const athlete = { object_type: 'athlete' as const, aspect_type: 'update' as const };
    expect(eventAction(event({ ...athlete, updates: { authorized: 'false' } }))).toBe('revoked');
    expect(eventAction(event({ ...athlete, updates: { authorized: false } }))).toBe('revoked');
    expect(eventAction(event({ ...athlete, updates: { authorized: 'true' } }))).toBeNull();
    expect(eventAction(event({ ...athlete, updates: {} }))).toBeNull();
  });
});

describe('isLoopbackUrl', () => {
  it('knows the addresses Strava cannot call', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'http://trail.localhost',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of ['https://trail.example.com', 'http://192.168.1.5:3000']) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});
