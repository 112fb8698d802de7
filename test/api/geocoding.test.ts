import { afterAll, describe, expect, it } from 'vitest';
import { fieldsOf, setupApi } from '@test/support/api-fixture.js';
import { startGeocoderStandIn, type GeocoderStandIn } from '@test/support/stand-ins/geocoder.js';
import { CONTACT, search, searches } from './geocoding.helpers.js';

describe('place search through Nominatim', () => {
  let standIn: GeocoderStandIn;
  afterAll(() => standIn.close()); // registered first, so it runs after the app has stopped
  const { app, owner } = setupApi(async () => {
    standIn = await startGeocoderStandIn();
    return {
      env: { GEOCODER_URL: standIn.url, OUTBOUND_USER_AGENT_CONTACT: CONTACT },
      users: 1,
    };
  });

  it('answers the places found, read from jsonv2, asked with the app and its contact in the User-Agent', async () => {
    const answer = await search(owner, 'Ben Nevis', { 'Accept-Language': 'en-GB,en;q=0.8' });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      {
        name: 'Ben Nevis',
        detail: 'Highland, United Kingdom',
        latitude: 56.7968611,
        longitude: -5.0035351,
        kind: 'peak',
        bounds: {
          south: expect.closeTo(56.7468611, 6) as number,
          north: expect.closeTo(56.8468611, 6) as number,
          west: expect.closeTo(-5.0535351, 6) as number,
          east: expect.closeTo(-4.9535351, 6) as number,
        },
      },
    ]);
    const [asked] = searches(standIn, '/search').slice(-1);
    expect(asked!.query).toEqual({
      q: 'Ben Nevis',
      format: 'jsonv2',
      limit: '10',
      'accept-language': 'en-gb,en;q=0.8',
    });
    expect(asked!.userAgent).toMatch(
      /^Packtrail\/\S+ \(\+http:\/\/127\.0\.0\.1:\d+; ops@packtrail\.test\)$/,
    );
  });

  it('answers a search asked again from its cache, whatever the case and spaces', async () => {
    const before = standIn.requests.length;
    const first = await search(owner, 'fort william');
    const again = await search(owner, '  Fort   WILLIAM ');
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body.results?.[0]).toMatchObject({ name: 'Fort William', kind: 'town' });
    expect(standIn.requests.length - before).toBe(1);
  });

  it('answers an empty list when nothing is found', async () => {
    const answer = await search(owner, 'Nowhere at all');
    expect(answer).toMatchObject({ status: 200, body: { results: [] } });
  });

  it('asks the geocoder at most once a second, however many search at once', async () => {
    const before = standIn.requests.length;
    const queries = ['Zermatt', 'Refuge', 'Ben', 'zermatt'];
    const answers = await Promise.all(queries.map((q) => search(owner, q)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers[3]!.body).toEqual(answers[0]!.body);
    const asked = searches(standIn, '/search').filter((_, index) => index >= before);
    // Three searches, the same one twice asked once.
    // Whichever of the two came first is the one sent.
    const asks = asked.map((request) => request.query.q?.toLowerCase()).sort();
    expect(asks).toEqual(['ben', 'refuge', 'zermatt']);
    for (let i = 1; i < asked.length; i += 1) {
      // A second after the previous answer arrived; a timer may fire a millisecond early.
      expect(asked[i]!.receivedAt - asked[i - 1]!.receivedAt).toBeGreaterThanOrEqual(995);
    }
  });

  it('drops malformed entries and keeps ten results at most', async () => {
    for (let i = 0; i < 15; i += 1) {
      standIn.places.push({
        name: `Many Lochs ${i}`,
        latitude: 57 + i / 100,
        longitude: -4,
        key: 'natural',
        value: 'water',
        region: 'Highland',
        country: 'United Kingdom',
      });
    }
    standIn.places.push({ ...standIn.places[0]!, name: 'Many Lochs broken', latitude: 123 });
    const answer = await search(owner, 'many lochs');
    expect(answer.status).toBe(200);
    expect(answer.body.results).toHaveLength(10);
    expect(answer.body.results!.every((result) => result.latitude <= 90)).toBe(true);
  });

  it('refuses a missing, short (spaces aside), long or NUL-holding q with 400 naming q, without asking', async () => {
    const before = standIn.requests.length;
    for (const q of [undefined, 'a', ' ', '  a ', 'x'.repeat(201), 'Ben\u0000Nevis']) {
      const answer = await search(owner, q);
      expect(answer.status, JSON.stringify(q)).toBe(400);
      expect(fieldsOf(answer.body)).toContain('q');
    }
    expect(standIn.requests.length).toBe(before);
  });

  it('says which geocoder answers and the credit its results need', async () => {
    const answer = await owner.session.fetch(owner.url('/api/geocoding'));
    expect(await answer.json()).toEqual({
      provider: 'nominatim',
      attribution: 'Search by Nominatim, © OpenStreetMap contributors',
      searchAsYouType: false,
    });
  });

  it('is for signed-in users only', async () => {
    const response = await fetch(`${app.baseUrl}/api/geocoding/search?q=Ben`);
    expect(response.status).toBe(401);
  });
});
