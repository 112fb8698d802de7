import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { HttpSession } from './http-session.js';
import { signUp } from './sign-in.js';
import type { TestApp } from './test-app.js';

/**
 * Factories for API tests. Categories and items are made over HTTP, through the same
 * validation and rules as the client's requests, so a factory cannot build what the API would
 * refuse. The one exception is `insertItems`, a single INSERT for tests that need hundreds of
 * rows (paging, query counts), where hundreds of requests would only add time.
 */

/** A JSON response's status and body (null when there is none). */
export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Sends `body` as JSON (when given) and reads the JSON answer. */
export async function requestJson<T = unknown>(
  session: HttpSession,
  url: string,
  method = 'GET',
  body?: unknown,
): Promise<JsonResponse<T>> {
  const response = await session.fetch(url, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as T,
    headers: response.headers,
  };
}

export interface CategoryJson {
  id: string;
  name: string;
  color: string;
  sortOrder: number;
  itemCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface GearItemJson {
  id: string;
  name: string;
  brand: string;
  categoryId: string | null;
  weightMg: number;
  quantityOwned: number;
  priceMinor: number | null;
  currency: string | null;
  url: string | null;
  notes: string;
  photoUrl: string | null;
  retired: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A signed-in user of their own: the session, their id, and a URL builder for the app. */
export async function createUser(app: TestApp) {
  const { session, me } = await signUp(app.baseUrl);
  return { session, id: me.userId, url: (path: string) => `${app.baseUrl}${path}` };
}

async function created<T>(response: Promise<JsonResponse<T>>, what: string): Promise<T> {
  const { status, body } = await response;
  if (status !== 201)
    throw new Error(`Creating ${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** POST /api/gear/categories as the session's user. */
export function createCategory(
  app: TestApp,
  owner: HttpSession,
  values: { name?: string; color?: string } = {},
): Promise<CategoryJson> {
  const body = { name: `Category ${randomUUID().slice(0, 8)}`, ...values };
  return created(
    requestJson<CategoryJson>(owner, `${app.baseUrl}/api/gear/categories`, 'POST', body),
    'a category',
  );
}

/** POST /api/gear/items as the session's user; any field of the create body may be given. */
export function createItem(
  app: TestApp,
  owner: HttpSession,
  values: Record<string, unknown> = {},
): Promise<GearItemJson> {
  const body = { name: `Item ${randomUUID().slice(0, 8)}`, weightMg: 100_000, ...values };
  return created(
    requestJson<GearItemJson>(owner, `${app.baseUrl}/api/gear/items`, 'POST', body),
    'an item',
  );
}

/**
 * `count` items for the owner in one INSERT, straight into the database: "Bulk item 001",
 * "Bulk item 002", ... weighing 1 g, 2 g, ... Returns their ids in that order.
 */
export async function insertItems(app: TestApp, ownerId: string, count: number): Promise<string[]> {
  const rows = await app.app.get(DataSource).query<{ id: string }[]>(
    `INSERT INTO gear_items (owner_id, name, weight_mg)
     SELECT $1, 'Bulk item ' || lpad(n::text, 3, '0'), n * 1000
     FROM generate_series(1, $2::int) AS n
     ORDER BY n
     RETURNING id`,
    [ownerId, count],
  );
  return rows.map((row) => row.id);
}
