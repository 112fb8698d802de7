import { describe, expect, it } from 'vitest';
import { trustProxySetting } from './trust-proxy.js';

describe('trustProxySetting', () => {
  it('turns TRUST_PROXY into Express settings', () => {
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});
