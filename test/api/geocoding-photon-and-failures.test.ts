import { afterAll, describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import { startGeocoderStandIn, type GeocoderStandIn } from '@test/support/stand-ins/geocoder.js';
import { search, searches } from './geocoding.helpers.js';

// Each search waits its turn (a second after the last answer), so the failures get an app of
// their own beside test/api/geocoding.test.ts's, and each file stays short.

describe('place search when Nominatim fails', () => {
  let standIn: GeocoderStandIn;
  afterAll(() => standIn.close()); // registered first, so it runs after the app has stopped
  const { owner } = setupApi(async () => {
    standIn = await startGeocoderStandIn();
    // A short queue, for the test of a full one; the other tests search one at a time.
    return { env: { GEOCODER_URL: standIn.url, GEOCODER_MAX_QUEUED: '1' }, users: 1 };
  });

  it("answers 503 with Retry-After when the geocoder says 429, and asks again once it's over", async () => {
    standIn.failNext(429, { retryAfter: '1' });
    const limited = await search(owner, 'Zermatt village');
    expect(limited.status).toBe(503);
    expect(limited.body.code).toBe('GEOCODER_BUSY');
    expect(limited.headers.get('retry-after')).toBe('1');
    const later = await search(owner, 'Zermatt village');
    expect(later.status).toBe(200);
    const asked = searches(standIn, '/search').filter((r) => r.query.q === 'Zermatt village');
    expect(asked.map((request) => request.status)).toEqual([429, 200]);
    expect(asked[1]!.receivedAt - asked[0]!.receivedAt).toBeGreaterThanOrEqual(995);
  });

  it('answers 502 GEOCODER_UNAVAILABLE when the geocoder fails, and keeps no failure', async () => {
    standIn.failNext(500);
    const failed = await search(owner, 'Refuge du');
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ code: 'GEOCODER_UNAVAILABLE' });
    expect(JSON.stringify(failed.body)).toContain('answered 500');
    const retried = await search(owner, 'Refuge du');
    expect(retried.status).toBe(200);
    expect(retried.body.results?.[0]?.kind).toBe('alpine_hut');
  });

  it('answers 502 when the geocoder answers something that is not its shape', async () => {
    standIn.garbleNext('<html>maintenance</html>');
    expect(await search(owner, 'garbled one')).toMatchObject({
      status: 502,
      body: { code: 'GEOCODER_UNAVAILABLE' },
    });
    standIn.garbleNext(JSON.stringify({ error: 'odd' }));
    expect((await search(owner, 'garbled two')).status).toBe(502);
  });

  it('answers 503 with Retry-After at once when too many searches wait', async () => {
    const before = standIn.requests.length;
    standIn.slowNext(500);
    const answers = await Promise.all(
      ['Ben', 'Fort', 'Zermatt', 'Refuge', 'Nevis'].map((q) => search(owner, q)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 503, 503, 503]);
    for (const refused of answers.filter((answer) => answer.status === 503)) {
      expect(refused.body.code).toBe('GEOCODER_BUSY');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect(standIn.requests.length - before).toBe(2);
  });
});

describe('place search through Photon', () => {
  let standIn: GeocoderStandIn;
  afterAll(() => standIn.close());
  const { owner } = setupApi(async () => {
    standIn = await startGeocoderStandIn();
    return {
      env: { GEOCODER_PROVIDER: 'photon', GEOCODER_URL: standIn.url },
      users: 1,
    };
  });

  it('answers the places found, read from GeoJSON with the extent as bounds, in a language Photon has', async () => {
    const answer = await search(owner, 'Zermatt', { 'Accept-Language': 'de-CH,de;q=0.9' });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      {
        name: 'Zermatt',
        detail: 'Valais, Switzerland',
        latitude: 46.0207,
        longitude: 7.7491,
        kind: 'village',
        bounds: { south: 45.93, north: 46.09, west: 7.62, east: 7.89 },
      },
    ]);
    const [asked] = searches(standIn, '/api');
    expect(asked!.query).toEqual({ q: 'Zermatt', limit: '10', lang: 'de' });
    expect(asked!.userAgent).toMatch(/^Packtrail\//);
  });

  it('leaves out a language Photon lacks rather than fail', async () => {
    const answer = await search(owner, 'Ben Nevis', { 'Accept-Language': 'nl-NL' });
    expect(answer.status).toBe(200);
    expect(answer.body.results?.[0]).toMatchObject({ name: 'Ben Nevis', kind: 'peak' });
    expect(answer.body.results?.[0]?.bounds).toBeUndefined();
    expect(searches(standIn, '/api').at(-1)!.query.lang).toBeUndefined();
  });

  it('answers 503 GEOCODER_UNAVAILABLE when Photon is down (its 503)', async () => {
    standIn.failNext(503);
    const answer = await search(owner, 'Fort');
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('GEOCODER_UNAVAILABLE');
  });
});

describe('place search turned off', () => {
  const { owner } = setupApi({ env: { GEOCODER_PROVIDER: 'off' }, users: 1 });

  it('says so, and answers a search 404 GEOCODER_OFF', async () => {
    const status = await owner.session.fetch(owner.url('/api/geocoding'));
    expect(await status.json()).toEqual({
      provider: 'off',
      attribution: null,
      searchAsYouType: false,
    });
    const answer = await search(owner, 'Ben Nevis');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('GEOCODER_OFF');
  });
});
