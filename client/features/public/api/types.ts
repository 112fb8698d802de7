import type { MarkerIcon } from '@domain/map-markers';
import type { RoutePoint } from '@domain/route/route-point';
import type { WeightScale, WeightUnit } from '@domain/weight-units';

/*
 * What the public API answers (GET /api/public/users/:username[/packs/:slug|/trips/:tripId]),
 * as the issue 14 contract names it. TEMPORARY hand-written copies until the API's DTOs are
 * generated into client/lib/api/schema.d.ts; then these become ApiSchema<'Public...Dto'>.
 */

export interface PackWeightTotals {
  totalMg: number;
  baseMg: number;
  wornMg: number;
  consumableMg: number;
  packWeightMg: number;
  itemCount: number;
}

export interface PublicOwner {
  username: string;
  displayName: string;
  avatarUrl: string | null;
  profilePublic: boolean;
  searchIndexing: boolean;
}

export interface PublicPackSummary {
  name: string;
  slug: string;
  description: string;
  lineCount: number;
  totals: PackWeightTotals;
  updatedAt: string;
}

export interface PublicTripSummary {
  id: string;
  name: string;
  activity: string;
  startDate: string;
  endDate: string;
  days: number;
  distanceM: number;
  gainM: number;
  preview: [number, number][];
  previewSegmentStarts: number[];
  mainPackBaseMg: number | null;
  updatedAt: string;
}

export interface PublicProfile {
  owner: PublicOwner;
  weightUnit: WeightUnit;
  weightScale: WeightScale;
  packs: PublicPackSummary[];
  trips: PublicTripSummary[];
}

export interface PublicPackItem {
  name: string;
  brand?: string;
  weightMg: number;
  priceMinor?: number;
  currency?: string;
  photoUrl?: string;
  url?: string;
  description?: string;
}

export interface PublicBundleItem {
  name: string;
  brand: string;
  quantity: number;
  weightMg: number;
  priceMinor: number | null;
  currency: string | null;
  worn: boolean;
  consumable: boolean;
}

export interface PublicPackBundle {
  name: string;
  description: string;
  items: PublicBundleItem[];
}

export interface PublicPackLine {
  kind: 'item' | 'bundle';
  quantity: number;
  worn?: true;
  consumable?: true;
  item?: PublicPackItem;
  bundle?: PublicPackBundle;
}

export interface PublicCategoryTotals {
  totalMg: number;
  baseMg: number;
  wornMg: number;
  consumableMg: number;
  itemCount: number;
  priceByCurrency: Record<string, number>;
}

export interface PublicPackCategory {
  name: string;
  color: string;
  totals: PublicCategoryTotals;
  lines: PublicPackLine[];
}

export type PublicPackTotals = PackWeightTotals & { priceByCurrency: Record<string, number> };

export interface PublicPack {
  owner: PublicOwner;
  name: string;
  description: string;
  slug: string;
  updatedAt: string;
  weightUnit: WeightUnit;
  weightScale: WeightScale;
  categories: PublicPackCategory[];
  totals: PublicPackTotals;
}

export interface PublicTripWaypoint {
  name: string;
  latitude: number;
  longitude: number;
  elevationM: number | null;
  color: string;
  icon: MarkerIcon;
}

export interface PublicTripPack {
  name: string;
  isMain: boolean;
  totals: PackWeightTotals;
  slug: string | null;
}

export interface PublicTripRoute {
  points: RoutePoint[];
  segmentStarts: number[];
  distanceM: number;
  gainM: number;
  lossM: number;
  highestM: number | null;
  lowestM: number | null;
  elevationSource: string;
}

export interface PublicTripDayOverride {
  day: number;
  foodGrams: number | null;
  waterLitres: number | null;
}

export interface PublicTrip {
  owner: PublicOwner;
  id: string;
  name: string;
  description: string;
  activity: string;
  startDate: string;
  endDate: string;
  days: number;
  weightUnit: WeightUnit;
  weightScale: WeightScale;
  paceKmh: number;
  climbMPerHour: number;
  effectiveFoodPerDayGrams: number;
  waterLitresPerHour: number;
  dayOverrides: PublicTripDayOverride[];
  latitude: number | null;
  longitude: number | null;
  routeEndsHidden: boolean;
  route: PublicTripRoute | null;
  waypoints: PublicTripWaypoint[];
  packs: PublicTripPack[];
}

export interface CopyPublicPackResult {
  packId: string;
  packName: string;
  matched: { name: string; category: string }[];
  created: { name: string; category: string }[];
  categoriesCreated: string[];
}
