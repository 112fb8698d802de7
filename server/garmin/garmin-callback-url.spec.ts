import { describe, expect, it } from 'vitest';
import { garminCallbackUrl } from './garmin-callback-url.js';

describe('garminCallbackUrl', () => {
  const api = 'https://apis.garmin.com';

  it('takes Garmin’s own callback URLs', () => {
    const raw =
      'https://apis.garmin.com/wellness-api/rest/activities?uploadStartTimeInSeconds=1&token=x';
    expect(garminCallbackUrl(raw, api)?.toString()).toBe(raw);
  });

  it('refuses any other origin, scheme, port or credentials', () => {
    for (const raw of [
      'https://evil.example/wellness-api/rest/activities',
      'http://apis.garmin.com/wellness-api/rest/activities',
      'https://apis.garmin.com:8443/wellness-api/rest/activities',
      'https://apis.garmin.com.evil.example/wellness-api',
      'https://user:pw@apis.garmin.com/wellness-api/rest/activities',
      'http://169.254.169.254/latest/meta-data',
      'file:///etc/passwd',
      'not a url',
      42,
      null,
    ]) {
      expect(garminCallbackUrl(raw, api)).toBeNull();
    }
  });

  it('keeps to the configured path when the API base has one', () => {
    const base = 'http://127.0.0.1:4000/garmin';
    expect(garminCallbackUrl('http://127.0.0.1:4000/garmin/wellness-api/x', base)).not.toBeNull();
    expect(garminCallbackUrl('http://127.0.0.1:4000/other/x', base)).toBeNull();
    expect(garminCallbackUrl('http://127.0.0.1:4000/garmin/../other', base)).toBeNull();
    expect(garminCallbackUrl('http://127.0.0.1:4000/garmin/%2e%2e/other', base)).toBeNull();
  });
});
