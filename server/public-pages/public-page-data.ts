import type { WeightUnit } from '@server/domain/weight-units.js';
import type { PublicPackDto } from '@server/public/dto/public-pack.dto.js';
import type { PublicProfileDto } from '@server/public/dto/public-profile.dto.js';
import type { PublicTripDto } from '@server/public/dto/public-trip.dto.js';

export type { PublicPackDto, PublicProfileDto, PublicTripDto };

/**
 * What a public page shows, as client/public-page.tsx's PublicPageData (the browser's copy, in
 * the API's wire types): rendered on the server and inlined in the document for hydration.
 */
export type PublicPageData =
  | { kind: 'profile'; profile: PublicProfileDto }
  | { kind: 'pack'; pack: PublicPackDto; unit: WeightUnit }
  | { kind: 'embed'; pack: PublicPackDto; unit: WeightUnit }
  | { kind: 'trip'; trip: PublicTripDto; unit: WeightUnit }
  | { kind: 'not-found' };

export type FoundPage = Exclude<PublicPageData, { kind: 'not-found' }>;

/** The visitor's pages that hold no one's data (client/site-page.tsx's SitePageKind). */
export type SitePageKind = 'landing' | 'marketing';
