/** What the place search tests share: a search as a user, and the stand-in's searches. */
import type { User } from '@test/support/api-fixture.js';
import type { GeocoderStandIn } from '@test/support/stand-ins/geocoder.js';

export const CONTACT = 'ops@packtrail.test';

export interface SearchAnswer {
  status: number;
  body: {
    results?: {
      name: string;
      detail: string;
      latitude: number;
      longitude: number;
      kind: string;
      bounds?: { south: number; west: number; north: number; east: number };
    }[];
    code?: string;
    errors?: { field: string }[];
  };
  headers: Headers;
}

export async function search(
  user: User,
  q: string | undefined,
  headers: Record<string, string> = {},
): Promise<SearchAnswer> {
  const query = q === undefined ? '' : `?${new URLSearchParams({ q }).toString()}`;
  const response = await user.session.fetch(user.url(`/api/geocoding/search${query}`), {
    headers,
  });
  return {
    status: response.status,
    body: (await response.json()) as SearchAnswer['body'],
    headers: response.headers,
  };
}

/** The stand-in's searches that reached it (by path), in the order they arrived. */
export const searches = (standIn: GeocoderStandIn, path: string) =>
  standIn.requests
    .filter((request) => request.path === path)
    .sort((a, b) => a.receivedAt - b.receivedAt);
