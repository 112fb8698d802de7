import { apiFetch } from '@client/lib/api-client';
import type { PackDetail, PackDetailWire } from './types';
import { PACKS_PATH } from './use-packs';

/** How long a prefetched pack may wait for its screen; an older one is read again. */
const FRESH_MS = 10_000;

const prefetched = new Map<string, { at: number; pack: Promise<PackDetail> }>();

/** The pack's API path, also its SWR key. */
export const packPath = (packId: string) => `${PACKS_PATH}/${encodeURIComponent(packId)}`;

/** GET the pack; the code that unpacks the answer loads meanwhile (it is the screen's). */
export async function fetchPack(packId: string): Promise<PackDetail> {
  const unpacker = import('./pack-wire');
  const wire = await apiFetch<PackDetailWire>(packPath(packId));
  return (await unpacker).fromWire(wire);
}

/**
 * Starts reading a pack before its screen is there (a link to it is hovered, focused or
 * touched, or the router is on its way to it), once per pack in FRESH_MS. Kept small and free
 * of the screen's code: the app's routes import it.
 */
export function prefetchPack(packId: string): void {
  const now = Date.now();
  for (const [id, entry] of prefetched) if (now - entry.at >= FRESH_MS) prefetched.delete(id);
  if (prefetched.has(packId)) return;
  const pack = fetchPack(packId);
  // A prefetch nobody takes is dropped; a failed one fails its screen's own read instead.
  pack.catch(() => undefined);
  prefetched.set(packId, { at: now, pack });
}

/** The pack prefetched in the last FRESH_MS, handed over once, or a fresh read. */
export function takePack(packId: string): Promise<PackDetail> {
  const entry = prefetched.get(packId);
  prefetched.delete(packId);
  return entry && Date.now() - entry.at < FRESH_MS ? entry.pack : fetchPack(packId);
}
