import { createHmac, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AnalyticsService } from '@server/analytics/analytics.service.js';
import { SESSION_COOKIE } from '@server/session/session.middleware.js';
import { setupApi } from '@test/support/api-fixture.js';
import { startPostHogStandIn, type PostHogStandIn } from '@test/support/stand-ins/posthog.js';
import { startTestApp, type TestApp } from '@test/support/test-app.js';

const POSTHOG_KEY = 'phc_test_project_key';
const SESSION_SECRET = 'analytics-test-session-secret-0123456789';

interface HogEvent {
  event: string;
  distinctId: string;
  properties?: unknown;
  timestamp?: string;
}

const pageview = (distinctId = 'anon-1', properties: unknown = { $pathname: '/packs' }) => ({
  event: '$pageview',
  distinctId,
  properties,
  timestamp: '2026-03-01T10:00:00.000Z',
});

function postHog(
  app: TestApp,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${app.baseUrl}/api/hog`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const batchOf = (...events: HogEvent[]) => ({ events });

/**
 * A signed-in session without walking the sign-in: a user row, a session row in the store's
 * table, and the cookie express-session would have set (`s:` + sid + HMAC-SHA256, as
 * cookie-signature signs it).
 */
async function signIn(app: TestApp): Promise<{ userId: string; cookie: string; email: string }> {
  const db = app.app.get(DataSource);
  const email = `walker-${randomUUID()}@example.com`;
  const [user] = await db.query<{ id: string }[]>(
    `INSERT INTO users (email, given_name) VALUES ($1, 'Walker') RETURNING id`,
    [email],
  );
  const userId = user!.id;
  const sid = randomUUID();
  const maxAge = 3_600_000;
  const expires = new Date(Date.now() + maxAge);
  const sess = {
    cookie: { originalMaxAge: maxAge, expires, httpOnly: true, path: '/', sameSite: 'lax' },
    userId,
    signedInAt: Date.now(),
  };
  await db.query(`INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, $3)`, [
    sid,
    JSON.stringify(sess),
    expires,
  ]);
  const signature = createHmac('sha256', SESSION_SECRET)
    .update(sid)
    .digest('base64')
    .replace(/=+$/, '');
  return {
    userId,
    email,
    cookie: `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${signature}`)}`,
  };
}

async function expectFieldError(response: Response, field: string): Promise<void> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { errors: { field: string }[] };
  expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED' });
  expect(body.errors.map((error) => error.field)).toContain(field);
}

describe('POST /api/hog without a PostHog key', () => {
  const { app } = setupApi({ users: 0 });

  it('accepts a batch from a visitor who is not signed in and answers 202 with no body', async () => {
    const response = await postHog(
      app,
      batchOf(pageview(), { event: 'pack_created', distinctId: 'anon-1' }),
    );
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
  });

  it.each([
    ['events is missing', {}, 'events'],
    ['events is empty', { events: [] }, 'events'],
    ['there are 51 events', { events: Array.from({ length: 51 }, () => pageview()) }, 'events'],
    [
      'an event name is over 200 characters',
      batchOf({ event: 'x'.repeat(201), distinctId: 'a' }),
      'events.0.event',
    ],
    ['the distinct id is empty', batchOf({ event: 'e', distinctId: '' }), 'events.0.distinctId'],
    ['properties is an array', batchOf(pageview('a', ['x'])), 'events.0.properties'],
    ['properties is a string', batchOf(pageview('a', 'x')), 'events.0.properties'],
    ['properties is null', batchOf(pageview('a', null)), 'events.0.properties'],
    [
      'properties has 51 keys',
      batchOf(
        pageview('a', Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]))),
      ),
      'events.0.properties',
    ],
    [
      'the timestamp is not ISO 8601',
      batchOf({ ...pageview(), timestamp: 'yesterday' }),
      'events.0.timestamp',
    ],
    [
      'an event has an unknown field',
      batchOf({ ...pageview(), userId: 'u' } as HogEvent),
      'events.0.userId',
    ],
    ['the body has an unknown field', { ...batchOf(pageview()), userId: 'u' }, 'userId'],
  ])('answers 400 naming the field when %s', async (_case, body, field) => {
    await expectFieldError(await postHog(app, body), field);
  });

  it('answers 413 in the standard shape for a body over 32 KB', async () => {
    const big = batchOf(pageview('a', { note: 'x'.repeat(33 * 1024) }));
    const response = await postHog(app, big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'An analytics batch must be at most 32 KB',
      code: 'BODY_TOO_LARGE',
    });
  });

  it('answers 413 for a body over 32 KB sent without a Content-Length', async () => {
    const bytes = new TextEncoder().encode(
      JSON.stringify(batchOf(pageview('a', { note: 'x'.repeat(40 * 1024) }))),
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const response = await fetch(`${app.baseUrl}/api/hog`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });

  it('accepts a body just under 32 KB', async () => {
    const response = await postHog(app, batchOf(pageview('a', { note: 'x'.repeat(31 * 1024) })));
    expect(response.status).toBe(202);
  });
});

describe('the /api/hog rate limit', () => {
  // Behind a trusted proxy, X-Forwarded-For sets request.ip: one client per address.
  const { app } = setupApi({ env: { TRUST_PROXY: 'loopback' }, users: 0 });

  it('answers 429 with Retry-After once one client has sent 60 requests in a minute', async () => {
    const from = (ip: string) => postHog(app, batchOf(pageview()), { 'X-Forwarded-For': ip });
    const burst = await Promise.all(Array.from({ length: 60 }, () => from('203.0.113.7')));
    expect(burst.map((response) => response.status)).toEqual(Array(60).fill(202));

    // The bucket refills one request a second, so allow for a slow machine.
    let refused: Response | undefined;
    for (let extra = 0; extra < 10 && !refused; extra += 1) {
      const response = await from('203.0.113.7');
      if (response.status === 429) refused = response;
    }
    expect(refused?.status).toBe(429);
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused?.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many analytics requests; try again later',
      code: 'RATE_LIMITED',
    });

    expect((await from('203.0.113.8')).status).toBe(202);
  });
});

describe('POST /api/hog forwarding to PostHog', () => {
  let posthog: PostHogStandIn;
  // Closed after the app has stopped (hooks after the tests run in reverse order).
  afterAll(() => posthog.close());
  const { app } = setupApi(async () => {
    posthog = await startPostHogStandIn(POSTHOG_KEY);
    return { env: { POSTHOG_KEY, POSTHOG_HOST: posthog.url, SESSION_SECRET }, users: 0 };
  });
  const flush = () => app.app.get(AnalyticsService).flush();
  beforeEach(() => posthog.reset());

  it('forwards an anonymous event under the browser’s id, gzipped to /batch/', async () => {
    const response = await postHog(app, batchOf(pageview('anon-abc')));
    expect(response.status).toBe(202);
    await flush();

    expect(posthog.events).toEqual([
      {
        event: '$pageview',
        distinct_id: 'anon-abc',
        properties: expect.objectContaining({
          $pathname: '/packs',
          $current_url: `${app.baseUrl}/packs`,
          $lib: 'posthog-node',
        }) as unknown,
        timestamp: '2026-03-01T10:00:00.000Z',
        uuid: expect.any(String) as unknown,
      },
    ]);
    expect(posthog.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/batch/',
        contentEncoding: 'gzip',
        status: 200,
      }),
    ]);
  });

  it('forwards a signed-in user’s event under the session’s user id, whatever the body claims', async () => {
    const { userId, cookie } = await signIn(app);
    const response = await postHog(app, batchOf(pageview('someone-else')), { Cookie: cookie });
    expect(response.status).toBe(202);
    await flush();

    expect(posthog.events).toHaveLength(1);
    expect(posthog.events[0]).toMatchObject({ event: '$pageview', distinct_id: userId });
  });

  it('turns $identify into an identify (plan only) and an alias of the anonymous id', async () => {
    const { userId, cookie, email } = await signIn(app);
    const identify = {
      event: '$identify',
      distinctId: 'anon-before',
      properties: { $anon_distinct_id: 'anon-before' },
    };
    const response = await postHog(app, batchOf(identify), { Cookie: cookie });
    expect(response.status).toBe(202);
    await flush();

    const [identified, aliased] = posthog.events;
    expect(identified).toMatchObject({
      event: '$identify',
      distinct_id: userId,
      properties: { $set: { subscriptionPlan: 'basic' } },
    });
    expect(aliased).toMatchObject({
      event: '$create_alias',
      distinct_id: userId,
      properties: { distinct_id: userId, alias: 'anon-before' },
    });
    expect(JSON.stringify(posthog.events)).not.toContain(email);
    expect(JSON.stringify(posthog.events)).not.toContain('Walker');
  });

  it('drops an $identify, and alias events, from a visitor who is not signed in', async () => {
    const response = await postHog(
      app,
      batchOf(
        { event: '$identify', distinctId: 'anon-x', properties: { $anon_distinct_id: 'anon-x' } },
        { event: '$create_alias', distinctId: 'anon-x', properties: { alias: 'someone' } },
        { event: 'pack_created', distinctId: 'anon-x' },
      ),
    );
    expect(response.status).toBe(202);
    await flush();

    expect(posthog.events.map((event) => event.event)).toEqual(['pack_created']);
  });

  it('strips $set, $set_once and $unset from an ordinary event', async () => {
    const properties = {
      packs: 3,
      $set: { email: 'x@example.com' },
      $set_once: { a: 1 },
      $unset: ['b'],
    };
    await postHog(app, batchOf({ event: 'pack_created', distinctId: 'anon-y', properties }));
    await flush();

    const [event] = posthog.events;
    expect(event?.properties).toMatchObject({ packs: 3 });
    expect(event?.properties).not.toHaveProperty('$set');
    expect(event?.properties).not.toHaveProperty('$set_once');
    expect(event?.properties).not.toHaveProperty('$unset');
  });

  it('keeps answering 202 while PostHog answers 503, and the SDK retries the batch', async () => {
    posthog.failNext(1, 503);
    // 20 events reach flushAt: the SDK starts sending while the request is handled.
    const events = Array.from({ length: 20 }, (_, i) => ({
      event: `step_${i}`,
      distinctId: 'anon-z',
    }));
    const response = await postHog(app, batchOf(...events));
    expect(response.status).toBe(202);

    const received = await posthog.waitForEvents(20, 15_000);
    expect(received.map((event) => event.event)).toEqual(events.map((event) => event.event));
    expect(posthog.requests.map((request) => request.status)).toEqual([503, 200]);
  });
});

describe('shutting down with events queued for PostHog', () => {
  it('sends them before the app stops', async () => {
    const posthog = await startPostHogStandIn(POSTHOG_KEY);
    const app = await startTestApp({ POSTHOG_KEY, POSTHOG_HOST: posthog.url });
    try {
      expect((await postHog(app, batchOf(pageview('anon-last')))).status).toBe(202);
      expect(posthog.events).toEqual([]);
      await app.stop();
      expect(posthog.events).toMatchObject([{ event: '$pageview', distinct_id: 'anon-last' }]);
      // Nothing but the batch: without a secret key the SDK fetches no flag definitions.
      expect(posthog.requests.map((request) => request.path)).toEqual(['/batch/']);
    } finally {
      await posthog.close();
    }
  });
});
