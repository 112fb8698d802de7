import { formatWeight, type WeightUnit } from '@server/domain/weight-units.js';
import { SITE_NAME, type PageHead, type PagePreview } from './page-head.js';
import type {
  FoundPage,
  PublicPackDto,
  PublicProfileDto,
  PublicTripDto,
  SitePageKind,
} from './public-page-data.js';
import { previewImagePath, previewVersion } from '@server/public/preview-image/preview-paths.js';

/** The preview images' size (i14-og draws them 1200 x 630). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** Longer descriptions are cut at a word, as previews show about this much. */
const DESCRIPTION_LENGTH = 200;

export interface MetaContext {
  /** The configured PUBLIC_URL, e.g. `https://packtrail.example` (no trailing slash needed). */
  publicUrl: string;
  /** The path of a pack's or trip's preview image on this site. */
  previewImagePath: (page: Extract<FoundPage, { kind: 'pack' | 'trip' }>) => string;
}

const enc = encodeURIComponent;
const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const countOf = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

/** A description as one line, cut at a word with an ellipsis when long; '' when blank. */
export function descriptionLine(text: string, max = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

const absolute = (publicUrl: string, path: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${path}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A trip's dates (calendar days, 'YYYY-MM-DD') as a range written the short way, the same on
 * every server: "12–14 Aug 2025", "30 Aug – 2 Sep 2025", "30 Dec 2025 – 2 Jan 2026".
 */
export function tripDates(startDate: string, endDate: string): string {
  const parse = (date: string) => {
    const [year, month, day] = date.split('-').map(Number);
    const name = MONTHS[(month ?? 0) - 1];
    return year && name && day ? { year, month: name, day } : null;
  };
  const start = parse(startDate);
  const end = parse(endDate);
  if (!start || !end) return '';
  const whole = (d: typeof start) => `${d.day} ${d.month} ${d.year}`;
  if (startDate === endDate) return whole(start);
  if (start.year !== end.year) return `${whole(start)} – ${whole(end)}`;
  if (start.month !== end.month) return `${start.day} ${start.month} – ${whole(end)}`;
  return `${start.day}–${whole(end)}`;
}

/** A distance in kilometres, or in miles for owners who weigh in ounces and pounds. */
export function distanceText(metres: number, unit: WeightUnit): string {
  const imperial = unit === 'oz' || unit === 'lb';
  const value = imperial ? metres / 1609.344 : metres / 1000;
  return `${value.toFixed(value < 10 ? 1 : 0)} ${imperial ? 'mi' : 'km'}`;
}

function packFigures(pack: PublicPackDto, unit: WeightUnit): string {
  const base = formatWeight(pack.totals.baseMg, unit, { scale: pack.weightScale });
  const items = Math.round(pack.totals.itemCount);
  return `base weight ${base}, ${countOf(items, 'item', 'items')}`;
}

function tripFigures(trip: PublicTripDto): string {
  const parts = [tripDates(trip.startDate, trip.endDate), countOf(trip.days, 'day', 'days')];
  if (trip.route && trip.route.distanceM > 0)
    parts.push(distanceText(trip.route.distanceM, trip.weightUnit));
  return parts.filter((part) => part !== '').join(', ');
}

function packHead(
  page: Extract<FoundPage, { kind: 'pack' | 'embed' }>,
  context: MetaContext,
): PageHead {
  const { pack, unit } = page;
  const { owner } = pack;
  const figures = packFigures(pack, unit);
  const description =
    descriptionLine(pack.description) ||
    `${sentence(figures)}. A pack list by ${owner.displayName} on ${SITE_NAME}.`;
  const url = absolute(context.publicUrl, `/u/${enc(owner.username)}/pack/${enc(pack.slug)}`);
  const preview: PagePreview = {
    type: 'website',
    title: pack.name,
    description,
    url,
    image: {
      url: absolute(context.publicUrl, context.previewImagePath({ kind: 'pack', pack, unit })),
      alt: `${pack.name}: ${figures}`,
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
    },
    largeImage: true,
  };
  return {
    title: `${pack.name} by ${owner.displayName} · ${SITE_NAME}`,
    description,
    canonicalUrl: url,
    // The embed repeats the pack page: only the page itself may be indexed.
    indexable: page.kind === 'pack' && owner.searchIndexing,
    preview,
  };
}

function tripHead(trip: PublicTripDto, unit: WeightUnit, context: MetaContext): PageHead {
  const { owner } = trip;
  const figures = tripFigures(trip);
  const description =
    descriptionLine(trip.description) ||
    `${sentence(figures)}. A trip by ${owner.displayName} on ${SITE_NAME}.`;
  const url = absolute(context.publicUrl, `/u/${enc(owner.username)}/trip/${enc(trip.id)}`);
  return {
    title: `${trip.name} by ${owner.displayName} · ${SITE_NAME}`,
    description,
    canonicalUrl: url,
    indexable: owner.searchIndexing,
    preview: {
      type: 'website',
      title: trip.name,
      description,
      url,
      image: {
        url: absolute(context.publicUrl, context.previewImagePath({ kind: 'trip', trip, unit })),
        alt: `${trip.name}: ${figures}`,
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
      },
      largeImage: true,
    },
  };
}

function profileHead(profile: PublicProfileDto, context: MetaContext): PageHead {
  const { owner } = profile;
  const description = `${owner.displayName} on ${SITE_NAME}: ${countOf(profile.packs.length, 'pack', 'packs')} and ${countOf(profile.trips.length, 'trip', 'trips')}.`;
  const url = absolute(context.publicUrl, `/u/${enc(owner.username)}`);
  return {
    title: `${owner.displayName} (@${owner.username}) · ${SITE_NAME}`,
    description,
    canonicalUrl: url,
    indexable: owner.searchIndexing,
    preview: {
      type: 'profile',
      title: owner.displayName,
      description,
      url,
      image: owner.avatarUrl
        ? {
            url: absolute(context.publicUrl, owner.avatarUrl),
            alt: `${owner.displayName}’s picture`,
          }
        : null,
      largeImage: false,
    },
  };
}

/** What a found public page says about itself: title, description, canonical, preview, robots. */
export function pageHead(page: FoundPage, context: MetaContext): PageHead {
  switch (page.kind) {
    case 'pack':
    case 'embed':
      return packHead(page, context);
    case 'trip':
      return tripHead(page.trip, page.unit, context);
    case 'profile':
      return profileHead(page.profile, context);
  }
}

const SITE_PAGES: Record<SitePageKind, { path: string; title: string; description: string }> = {
  landing: {
    path: '/',
    title: SITE_NAME,
    description:
      'Packtrail keeps your gear library, builds packs with their weights, turns them into a packing checklist and puts your trips on a map. Use it here or run it on your own server.',
  },
  marketing: {
    path: '/marketing',
    title: `Why Packtrail · ${SITE_NAME}`,
    description:
      'Your whole gear closet, every pack and every trip in one fast app: weights to the gram, a packing checklist, trips on a map, search, and the plans Basic and Explorer.',
  },
};

/**
 * The start page's and /marketing's: indexed, with the pack screenshot as their link preview
 * (scripts/marketing-screenshots.js makes it, 1280 x 800).
 */
export function siteHead(kind: SitePageKind, publicUrl: string): PageHead {
  const { path, title, description } = SITE_PAGES[kind];
  const url = absolute(publicUrl, path);
  return {
    title,
    description,
    canonicalUrl: url,
    indexable: true,
    preview: {
      type: 'website',
      title: kind === 'landing' ? `${SITE_NAME}: plan lighter, pack smarter` : title,
      description,
      url,
      image: {
        url: absolute(publicUrl, '/screenshots/pack-light.webp'),
        alt: 'A pack in Packtrail: its weights, a chart of where they go and its items by category.',
        width: 1280,
        height: 800,
      },
      largeImage: true,
    },
  };
}

/** The one not-found page's: nothing about what was asked for. */
export const NOT_FOUND_HEAD: PageHead = {
  title: `Not Found · ${SITE_NAME}`,
  description: 'There is no public page at this address.',
  canonicalUrl: null,
  indexable: false,
  preview: null,
};

/**
 * A pack's or trip's preview image: its address carries the hash of what it shows, so a link
 * preview fetched after a change asks for the new picture.
 */
export function defaultPreviewImagePath(
  page: Extract<FoundPage, { kind: 'pack' | 'trip' }>,
): string {
  return page.kind === 'pack'
    ? previewImagePath('pack', page.pack.owner.username, page.pack.slug, previewVersion(page.pack))
    : previewImagePath('trip', page.trip.owner.username, page.trip.id, previewVersion(page.trip));
}
