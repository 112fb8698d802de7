import type { WeightScale, WeightUnit } from '@server/domain/weight-units.js';

// STAND-IN shapes until i14-api is merged: the fields of the contract's DTOs the documents read.
interface OwnerShape {
  username: string;
  displayName: string;
  avatarUrl: string | null;
  profilePublic: boolean;
  searchIndexing: boolean;
}
export interface PublicProfileDto {
  owner: OwnerShape;
  packs: unknown[];
  trips: unknown[];
}
export interface PublicPackDto {
  owner: OwnerShape;
  name: string;
  description: string;
  slug: string;
  weightUnit: WeightUnit;
  weightScale: WeightScale;
  totals: { baseMg: number; itemCount: number };
}
export interface PublicTripDto {
  owner: OwnerShape;
  id: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  days: number;
  weightUnit: WeightUnit;
  route: { distanceM: number } | null;
}

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
