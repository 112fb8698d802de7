/**
 * Where a public pack's or trip's preview image is, for the og:image tag of its page: the
 * address carries the hash of what the image shows (?v=), so a link preview fetched after the
 * pack or trip changed asks for the new picture instead of a copy cached along the way.
 */
import type { PublicPackDto } from '../dto/public-pack.dto.js';
import type { PublicTripDto } from '../dto/public-trip.dto.js';
import { previewCard, previewCardVersion } from './preview-card.js';

export type PreviewKind = 'pack' | 'trip';

/**
 * `/api/public/users/:username/packs/:slug/preview.png?v=…` (or `/trips/:tripId/…`), the
 * parts encoded. The route ignores `v` for the lookup: it only makes the address change.
 */
export function previewImagePath(
  kind: PreviewKind,
  username: string,
  slugOrId: string,
  version: string,
): string {
  const collection = kind === 'pack' ? 'packs' : 'trips';
  return (
    `/api/public/users/${encodeURIComponent(username)}/${collection}/` +
    `${encodeURIComponent(slugOrId)}/preview.png?v=${encodeURIComponent(version)}`
  );
}

/**
 * The hash the image is cached and served under (its ETag), worked out without drawing: 16 hex
 * digits of SHA-256 over the card (every text and shape the image shows).
 */
export function previewVersion(data: PublicPackDto | PublicTripDto): string {
  return previewCardVersion(previewCard(data));
}
