/**
 * What a preview image shows, worked out from a public pack or trip: every text as it is drawn
 * (fitted, formatted in the owner's unit) and every shape as its path. The layout
 * (preview-layout.ts) only places these, so a card is exactly what is drawn, and its hash
 * (previewCardVersion) names the picture: it changes when the picture does, and only then.
 */
import { createHash } from 'node:crypto';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import type { TripActivity } from '@server/domain/trip-limits.js';
import { formatWeight, type WeightScale, type WeightUnit } from '@server/domain/weight-units.js';
import {
  ACTIVITY_NAMES,
  formatDateRange,
  formatDistance,
  formatItemCount,
  formatMetres,
} from './preview-format.js';
import { ringPaths, ringSlices } from './preview-ring.js';
import { routeOutline } from './preview-route.js';
import { fitTitle, truncateText, type TitleFit } from './preview-text.js';

/** The size every link preview asks for (Open Graph, Twitter's large card). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * Bumped when the layout changes how the same card looks, so every cached image and every
 * og:image address changes with it.
 */
export const DRAWING_VERSION = 1;

/** The square the ring and the route outline are drawn in, on the card's right. */
export const FIGURE_SIZE = 420;

/** The ring inside the figure: its band and the gap between slices. */
const RING = {
  cx: FIGURE_SIZE / 2,
  cy: FIGURE_SIZE / 2,
  outer: 190,
  inner: 122,
  gap: 0.004,
} as const;

/** Categories named beside the ring: the heaviest ones. */
export const LEGEND_ENTRIES = 4;

/** The owner as the card names them. */
interface PreviewOwnerSource {
  username: string;
  displayName: string;
}

/** What a pack's card reads of a PublicPackDto. */
export interface PackPreviewSource {
  owner: PreviewOwnerSource;
  name: string;
  weightUnit: WeightUnit;
  weightScale: WeightScale;
  categories: readonly { name: string; color: string; totals: { baseMg: number } }[];
  totals: { baseMg: number; totalMg: number; itemCount: number };
}

/** What a trip's card reads of a PublicTripDto. */
export interface TripPreviewSource {
  owner: PreviewOwnerSource;
  name: string;
  activity: TripActivity;
  startDate: string;
  endDate: string;
  days: number;
  /** The route as the page shows it (its ends hidden or not), for the outline. */
  route: { points: readonly RoutePoint[]; segmentStarts: readonly number[] } | null;
  /** The whole route's figures; gain null: unknown. */
  plan: { distanceM: number; gainM: number | null };
}

/** A figure drawn big, with its unit smaller beside it: "42.3" "km". */
export interface Figure {
  value: string;
  unit: string;
}

/** "42.3 km" as its number and its unit. */
export function figure(text: string): Figure {
  const space = text.lastIndexOf(' ');
  return space < 0
    ? { value: text, unit: '' }
    : { value: text.slice(0, space), unit: text.slice(space + 1) };
}

interface CardOwner {
  /** "Ada L." */
  name: string;
  /** "@ada" */
  handle: string;
}

export interface PackCard {
  kind: 'pack';
  title: TitleFit;
  owner: CardOwner;
  /** The base weight in the owner's unit and scale: 5.42 kg. */
  baseWeight: Figure;
  /** "7.81 kg total", "34 items". */
  details: string[];
  /** The ring's slices, in order round from 12 o'clock; [] when nothing has base weight. */
  ring: { color: string; d: string }[];
  /** The heaviest categories: name, colour and share ("38%"). */
  legend: { name: string; color: string; share: string }[];
}

export interface TripCard {
  kind: 'trip';
  title: TitleFit;
  owner: CardOwner;
  /** "Backpacking" */
  activity: string;
  /** "14–16 Jul 2025" */
  dates: string;
  /** Distance and ascent when there is a route, and the days. */
  facts: ({ label: string } & Figure)[];
  /** One path per segment in the FIGURE_SIZE square; null without a route (a plain panel). */
  outline: string[] | null;
}

export type PreviewCard = PackCard | TripCard;

function cardOwner({ displayName, username }: PreviewOwnerSource): CardOwner {
  return { name: truncateText(displayName, 32), handle: `@${truncateText(username, 32)}` };
}

const percent = (share: number): string =>
  share >= 0.995 ? '100%' : share < 0.01 ? '<1%' : `${Math.round(share * 100)}%`;

export function packCard(pack: PackPreviewSource): PackCard {
  const unit = pack.weightUnit;
  const scale = pack.weightScale;
  const slices = ringSlices(
    pack.categories.map(({ name, color, totals }) => ({ name, color, baseMg: totals.baseMg })),
  );
  const paths = ringPaths(slices, RING);
  return {
    kind: 'pack',
    title: fitTitle(pack.name),
    owner: cardOwner(pack.owner),
    baseWeight: figure(formatWeight(pack.totals.baseMg, unit, { scale })),
    details: [
      `${formatWeight(pack.totals.totalMg, unit, { scale })} total`,
      formatItemCount(pack.totals.itemCount),
    ],
    ring: slices.map(({ color }, i) => ({ color, d: paths[i] ?? '' })),
    legend: slices.slice(0, LEGEND_ENTRIES).map(({ name, color, share }) => ({
      name: name === null ? 'Other' : truncateText(name, 18) || 'Unnamed',
      color,
      share: percent(share),
    })),
  };
}

export function tripCard(trip: TripPreviewSource): TripCard {
  const route = trip.route;
  const outline = route
    ? routeOutline(route.points, route.segmentStarts, {
        width: FIGURE_SIZE,
        height: FIGURE_SIZE,
        padding: 36,
      })
    : [];
  const dates = formatDateRange(trip.startDate, trip.endDate);
  return {
    kind: 'trip',
    title: fitTitle(trip.name),
    owner: cardOwner(trip.owner),
    activity: ACTIVITY_NAMES[trip.activity],
    dates,
    facts: [
      ...(outline.length > 0
        ? [{ label: 'Distance', ...figure(formatDistance(trip.plan.distanceM)) }]
        : []),
      ...(outline.length > 0 && trip.plan.gainM !== null
        ? [{ label: 'Ascent', ...figure(formatMetres(trip.plan.gainM)) }]
        : []),
      { label: trip.days === 1 ? 'Day' : 'Days', value: String(trip.days), unit: '' },
    ],
    outline: outline.length > 0 ? outline : null,
  };
}

/** A pack's or a trip's card: a trip is told apart by its dates. */
export function previewCard(source: PackPreviewSource | TripPreviewSource): PreviewCard {
  return 'startDate' in source ? tripCard(source) : packCard(source);
}

/** The short hash naming a card's picture: 16 hex digits of SHA-256 over what is drawn. */
export function previewCardVersion(card: PreviewCard): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, card]))
    .digest('hex')
    .slice(0, 16);
}
