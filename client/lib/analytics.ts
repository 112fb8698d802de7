/**
 * Product analytics, sent to our own server (/api/hog), which forwards them to PostHog when it is
 * configured. No third-party script runs in the page. The server decides who a signed-in event
 * belongs to from the session; the browser only holds an anonymous id.
 */
export const ANONYMOUS_ID_KEY = 'packtrail.analytics.id';
export const ANALYTICS_ENDPOINT = '/api/hog';

export interface AnalyticsEvent {
  event: string;
  distinctId: string;
  properties?: Record<string, unknown>;
  timestamp: string;
}

function newId(): string {
  return crypto.randomUUID();
}

function anonymousId(): string {
  try {
    const stored = localStorage.getItem(ANONYMOUS_ID_KEY);
    if (stored) return stored;
    const created = newId();
    localStorage.setItem(ANONYMOUS_ID_KEY, created);
    return created;
  } catch {
    return newId();
  }
}

function send(event: string, properties?: Record<string, unknown>): void {
  const body: { events: AnalyticsEvent[] } = {
    events: [{ event, distinctId: anonymousId(), properties, timestamp: new Date().toISOString() }],
  };
  // Analytics never get in the way: failures are ignored, and the request outlives the page.
  // The (empty) answer is read to its end: an unread one is cancelled when the page lets go of
  // it, which showed every POST /api/hog as aborted although each had arrived.
  fetch(ANALYTICS_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}

export const analytics = {
  capture(event: string, properties?: Record<string, unknown>): void {
    send(event, properties);
  },
  pageview(path: string): void {
    send('$pageview', { $pathname: path });
  },
  /** After sign-in: the server ties this browser's anonymous history to the signed-in user. */
  identify(): void {
    send('$identify', { $anon_distinct_id: anonymousId() });
  },
  /** After sign-out: a new anonymous id, so later events are not tied to the last user. */
  reset(): void {
    try {
      localStorage.setItem(ANONYMOUS_ID_KEY, newId());
    } catch {
      // Without storage every event already gets a fresh id.
    }
  },
};
