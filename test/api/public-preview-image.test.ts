import { mkdirSync, writeFileSync } from 'node:fs';
import { decode } from 'fast-png';
import { beforeAll, describe, expect, it } from 'vitest';
import { previewVersion } from '@server/public/preview-image/preview-paths.js';
import type { PublicPackDto } from '@server/public/dto/public-pack.dto.js';
import type { PublicTripDto } from '@server/public/dto/public-trip.dto.js';
import { setupApi, type User } from '@test/support/api-fixture.js';
import {
  addLine,
  createCategory,
  createItem,
  createPack,
  createTrip,
  putTripRoute,
  requestJson,
} from '@test/support/factories.js';

/** With PREVIEW_IMAGES=1 the images are written to test-results/preview-images/ to look at. */
function keep(name: string, png: Uint8Array): void {
  if (!process.env.PREVIEW_IMAGES) return;
  mkdirSync('test-results/preview-images', { recursive: true });
  writeFileSync(`test-results/preview-images/${name}.png`, png);
}

/** A walk of about 6 km round a valley, `count` points, heights left to the server. */
function route(count = 120): [number, number, number | null][] {
  return Array.from({ length: count }, (_, i) => {
    const turn = (i / (count - 1)) * 2 * Math.PI * 0.9;
    return [
      54.45 + 0.009 * Math.sin(turn) + 0.002 * Math.sin(turn * 5),
      -3.21 + 0.014 * Math.cos(turn),
      300 + i,
    ];
  });
}

/** Distinct colours among sampled pixels: a flat image has one. */
function colours(png: Uint8Array): number {
  const image = decode(png);
  const seen = new Set<string>();
  for (let i = 0; i < image.data.length; i += image.channels * 101) {
    seen.add(Array.from(image.data.slice(i, i + image.channels)).join(','));
  }
  return seen.size;
}

describe('GET /api/public/users/:username/{packs/:slug,trips/:tripId}/preview.png', () => {
  const { app, owner } = setupApi({ users: 1 });
  const username = 'og-preview';
  let pack: { id: string; slug: string };
  let tripId: string;

  /** Signed out, as a link preview fetcher asks. */
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}${path}`, { headers });
  const image = async (path: string) => {
    const response = await get(path);
    return { response, png: new Uint8Array(await response.arrayBuffer()) };
  };
  const as = (user: User, method: string, path: string, body?: unknown) =>
    requestJson(user.session, user.url(path), method, body);
  const packPath = () => `/api/public/users/${username}/packs/${pack.slug}`;
  const tripPath = () => `/api/public/users/${username}/trips/${tripId}`;

  beforeAll(async () => {
    expect(
      (
        await as(owner, 'PATCH', '/api/account', {
          username,
          firstName: 'Ada',
          lastName: 'Lovelace',
        })
      ).status,
    ).toBe(200);
    const shelter = await createCategory(app, owner.session, { name: 'Shelter', color: '#2f855a' });
    const sleep = await createCategory(app, owner.session, { name: 'Sleep', color: '#3182ce' });
    const made = await createPack(app, owner.session, { name: 'Lakeland weekend' });
    pack = { id: made.id, slug: made.slug };
    for (const [name, weightMg, categoryId] of [
      ['Tent', 1_150_000, shelter.id],
      ['Quilt', 620_000, sleep.id],
      ['Mat', 410_000, sleep.id],
    ] as const) {
      const item = await createItem(app, owner.session, { name, weightMg, categoryId });
      await addLine(app, owner.session, pack.id, { gearItemId: item.id });
    }
    expect((await as(owner, 'PATCH', `/api/packs/${pack.id}`, { isPublic: true })).status).toBe(
      200,
    );
    const trip = await createTrip(app, owner.session, {
      name: 'Round the valley',
      activity: 'hike',
      startDate: '2025-07-14',
      endDate: '2025-07-16',
    });
    tripId = trip.id;
    await putTripRoute(app, owner.session, tripId, route());
    expect((await as(owner, 'PATCH', `/api/trips/${tripId}`, { isPublic: true })).status).toBe(200);
  });

  it('draws a public pack as a 1200 x 630 PNG, its ETag the hash the pages link it by', async () => {
    const { response, png } = await image(`${packPath()}/preview.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    keep('api-pack', png);
    const decoded = decode(png);
    expect([decoded.width, decoded.height]).toEqual([1200, 630]);
    expect(colours(png)).toBeGreaterThan(10);
    const data = (await (await get(packPath())).json()) as PublicPackDto;
    expect(response.headers.get('etag')).toBe(`"${previewVersion(data)}"`);
  });

  it('draws a public trip with its route as a 1200 x 630 PNG', async () => {
    const { response, png } = await image(`${tripPath()}/preview.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    keep('api-trip', png);
    const decoded = decode(png);
    expect([decoded.width, decoded.height]).toEqual([1200, 630]);
    expect(colours(png)).toBeGreaterThan(10);
    const data = (await (await get(tripPath())).json()) as PublicTripDto;
    expect(data.route).not.toBeNull();
    expect(response.headers.get('etag')).toBe(`"${previewVersion(data)}"`);
  });

  it('answers the same image again (same ETag, ?v= ignored) and 304 to If-None-Match', async () => {
    const first = await get(`${packPath()}/preview.png`);
    const again = await get(`${packPath()}/preview.png?v=anything`);
    const etag = first.headers.get('etag') ?? '';
    expect(again.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    // As a cache revalidates (fetch adds "Cache-Control: no-cache" to a conditional request
    // unless told otherwise, and a no-cache request is never answered 304).
    const conditional = await get(`${packPath()}/preview.png`, {
      'If-None-Match': etag,
      'Cache-Control': 'max-age=0',
    });
    expect(conditional.status).toBe(304);
  });

  it('draws a new image when the pack changes: renamed, a new ETag', async () => {
    const before = (await get(`${packPath()}/preview.png`)).headers.get('etag');
    expect(
      (await as(owner, 'PATCH', `/api/packs/${pack.id}`, { name: 'Lakeland long weekend' })).status,
    ).toBe(200);
    const after = await get(`${packPath()}/preview.png`);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('answers private, unknown and malformed addresses with the one public 404', async () => {
    const reference = await get(`/api/public/users/${username}/packs/no-such-pack`);
    expect(reference.status).toBe(404);
    const notFound: unknown = await reference.json();
    expect(notFound).toMatchObject({ code: 'PUBLIC_PAGE_NOT_FOUND' });
    const privatePack = await createPack(app, owner.session, { name: 'Private kit' });
    const privateTrip = await createTrip(app, owner.session, { name: 'Private trip' });
    for (const path of [
      `/api/public/users/${username}/packs/${privatePack.slug}/preview.png`,
      `/api/public/users/${username}/trips/${privateTrip.id}/preview.png`,
      `/api/public/users/${username}/packs/no-such-pack/preview.png`,
      `/api/public/users/${username}/trips/00000000-0000-4000-8000-000000000000/preview.png`,
      `/api/public/users/${username}/trips/not-a-uuid/preview.png`,
      `/api/public/users/nobody-here/packs/${pack.slug}/preview.png`,
      `/api/public/users/nobody-here/trips/${tripId}/preview.png`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(response.headers.get('etag') ?? '', path).not.toMatch(/^"[0-9a-f]{16}"$/);
      expect(await response.json(), path).toEqual(notFound);
    }
  });

  it('draws hostile names as text: markup, a very long name, emoji, right-to-left', async () => {
    const names = [
      '<script>alert(1)</script></svg><img src=x onerror=alert(1)>',
      'Ü'.repeat(200),
      '🏔️⛺ Ultralight 🎒 kit 👩🏽‍🦰',
      'מסלול הרים — رحلة في الجبال',
    ];
    for (const [i, name] of names.entries()) {
      expect((await as(owner, 'PATCH', `/api/packs/${pack.id}`, { name })).status).toBe(200);
      expect((await as(owner, 'PATCH', `/api/trips/${tripId}`, { name })).status).toBe(200);
      for (const [kind, path] of [
        ['pack', `${packPath()}/preview.png`],
        ['trip', `${tripPath()}/preview.png`],
      ] as const) {
        const { response, png } = await image(path);
        expect(response.status, `${kind} ${name}`).toBe(200);
        keep(`api-${kind}-hostile-${i}`, png);
        expect(decode(png).width).toBe(1200);
      }
    }
  });
});
