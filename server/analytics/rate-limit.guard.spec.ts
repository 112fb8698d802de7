import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './rate-limit.guard.js';

const request = (fields: { userId?: string; sessionID: string; ip?: string }): Request =>
  ({ session: { userId: fields.userId }, sessionID: fields.sessionID, ip: fields.ip }) as Request;

describe('rateLimitKey', () => {
  it('counts a signed-in client by its session', () => {
    expect(rateLimitKey(request({ userId: 'u1', sessionID: 's1', ip: '203.0.113.7' }))).toBe(
      'session:s1',
    );
  });

  it('counts everyone else by address, since their session id is new on every request', () => {
    expect(rateLimitKey(request({ sessionID: 'fresh', ip: '203.0.113.7' }))).toBe('ip:203.0.113.7');
  });
});
