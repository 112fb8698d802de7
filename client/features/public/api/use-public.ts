import useSWR from 'swr';
import { apiFetch, ApiError } from '@client/lib/api-client';
import type { PublicPack, PublicProfile, PublicTrip } from './types';

const user = (username: string) => `/api/public/users/${encodeURIComponent(username)}`;

export const publicPaths = {
  profile: user,
  pack: (username: string, slug: string) => `${user(username)}/packs/${encodeURIComponent(slug)}`,
  trip: (username: string, tripId: string) =>
    `${user(username)}/trips/${encodeURIComponent(tripId)}`,
  copy: (username: string, slug: string) =>
    `${user(username)}/packs/${encodeURIComponent(slug)}/copy`,
};

/** Whatever is not there (or not public) answers the same 404: the one Not Found page. */
export const isPublicNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

const read =
  <T>(path: string) =>
  () =>
    apiFetch<T>(path);

/** GET /api/public/users/:username: a public profile. */
export function usePublicProfile(username: string) {
  const path = publicPaths.profile(username);
  return useSWR<PublicProfile, unknown>(path, read<PublicProfile>(path));
}

/** GET /api/public/users/:username/packs/:slug: a public pack. */
export function usePublicPack(username: string, slug: string) {
  const path = publicPaths.pack(username, slug);
  return useSWR<PublicPack, unknown>(path, read<PublicPack>(path));
}

/** GET /api/public/users/:username/trips/:tripId: a public trip. */
export function usePublicTrip(username: string, tripId: string) {
  const path = publicPaths.trip(username, tripId);
  return useSWR<PublicTrip, unknown>(path, read<PublicTrip>(path));
}
