import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appOrigin, checkAxe, openPage, visit } from './support/browser.js';
import { ANONYMOUS_ID_KEY, readLocalStorage, signOut, signUp } from './support/auth.js';

interface SentEvent {
  event: string;
  distinctId: string;
  properties?: Record<string, unknown>;
  /** Where the batch went. */
  url: string;
}

/** Every analytics event the page sends from now on, in order. */
function recordAnalytics(page: Page): SentEvent[] {
  const events: SentEvent[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'POST' || !url.pathname.endsWith('/hog')) return;
    const body = request.postDataJSON() as { events: Omit<SentEvent, 'url'>[] };
    for (const event of body.events) events.push({ ...event, url: request.url() });
  });
  return events;
}

const isPageview = (path: string) => (event: SentEvent) =>
  event.event === '$pageview' && event.properties?.$pathname === path;

describe('product analytics', () => {
  it('identify the user right after sign-in, count page views, and start a new anonymous id after sign-out', async () => {
    const page = await openPage();
    const events = recordAnalytics(page);

    await visit(page, '/');
    await expect.poll(() => events.some(isPageview('/'))).toBe(true);
    const anonymousId = await readLocalStorage(page, ANONYMOUS_ID_KEY);
    expect(anonymousId).toMatch(/\S/);
    expect(events.find(isPageview('/'))?.distinctId).toBe(anonymousId);

    await signUp(
      page,
      { givenName: 'Alan', familyName: 'Turing' },
      { from: '/packs', landsOn: '/packs' },
    );
    await expect.poll(() => events.some(isPageview('/packs'))).toBe(true);
    const identifies = events.filter((event) => event.event === '$identify');
    expect(identifies).toEqual([
      expect.objectContaining({
        distinctId: anonymousId,
        properties: { $anon_distinct_id: anonymousId },
      }),
    ]);
    // Right after sign-in: the next event is the view of the page the user came back to.
    const identifiedAt = events.indexOf(identifies[0]!);
    expect(events[identifiedAt + 1]).toMatchObject({
      event: '$pageview',
      properties: { $pathname: '/packs' },
    });
    expect(await readLocalStorage(page, ANONYMOUS_ID_KEY)).toBe(anonymousId);

    // A page view for each navigation inside the app, each one answered and read to its end
    // (an unread answer is cancelled: every POST /api/hog showed as aborted).
    const hogs: string[] = [];
    const outcome = (what: string) => (request: Request) => {
      if (new URL(request.url()).pathname === '/api/hog') hogs.push(what);
    };
    const [finished, failed] = [outcome('finished'), outcome('failed')];
    page.on('requestfinished', finished);
    page.on('requestfailed', failed);
    await page.locator('.header-nav a[href="/trips"]').click();
    await page.getByRole('heading', { level: 1, name: 'Trips' }).waitFor();
    await checkAxe(page);
    await expect.poll(() => events.some(isPageview('/trips'))).toBe(true);
    expect(events.find(isPageview('/trips'))?.distinctId).toBe(anonymousId);
    await expect.poll(() => hogs.length).toBeGreaterThan(0);
    expect(hogs).toEqual(hogs.map(() => 'finished'));
    page.off('requestfinished', finished);
    page.off('requestfailed', failed);

    // Sign-out resets: a new anonymous id, used from the next event on.
    await signOut(page);
    const newId = await readLocalStorage(page, ANONYMOUS_ID_KEY);
    expect(newId).toMatch(/\S/);
    expect(newId).not.toBe(anonymousId);
    // The logout screen was still seen by the signed-in user; the start page after it is not.
    const loggedOutAt = events.findIndex(isPageview('/logout'));
    expect(events[loggedOutAt]?.distinctId).toBe(anonymousId);
    await expect.poll(() => events.length).toBeGreaterThan(loggedOutAt + 1);
    expect(events.slice(loggedOutAt + 1)).toEqual([
      expect.objectContaining({
        event: '$pageview',
        distinctId: newId,
        properties: { $pathname: '/' },
      }),
    ]);

    // Every batch went to this site's /api/hog, and nothing anywhere else (see assertClean).
    expect(new Set(events.map((event) => event.url))).toEqual(new Set([`${appOrigin()}/api/hog`]));
  });
});
