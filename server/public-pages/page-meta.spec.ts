import { describe, expect, it } from 'vitest';
import { headTags, type PageAssets } from './page-head.js';
import {
  NOT_FOUND_HEAD,
  descriptionLine,
  distanceText,
  pageHead,
  tripDates,
  type MetaContext,
} from './page-meta.js';
import type { PublicPackDto, PublicProfileDto, PublicTripDto } from './public-page-data.js';

/** The image's address without its version: the fixtures hold only what the head reads. */
const unversionedPreviewPath: MetaContext['previewImagePath'] = (page) =>
  page.kind === 'pack'
    ? `/api/public/users/${page.pack.owner.username}/packs/${page.pack.slug}/preview.png`
    : `/api/public/users/${page.trip.owner.username}/trips/${page.trip.id}/preview.png`;

const context: MetaContext = {
  publicUrl: 'https://packtrail.example/',
  previewImagePath: unversionedPreviewPath,
};
const assets: PageAssets = {
  entry: '/assets/public-main-abc.js',
  preloads: ['/assets/react-dom-def.js'],
  styles: ['/assets/public-main-ghi.css'],
};

const owner = (changes: Partial<PublicPackDto['owner']> = {}): PublicPackDto['owner'] => ({
  username: 'ada',
  displayName: 'Ada L.',
  avatarUrl: null,
  profilePublic: true,
  searchIndexing: false,
  ...changes,
});

const pack = (changes: Record<string, unknown> = {}): PublicPackDto =>
  ({
    owner: owner(),
    name: 'Sierra High Route',
    description: '',
    slug: 'sierra-high-route',
    weightUnit: 'kg',
    weightScale: 'auto',
    totals: { baseMg: 4_321_000, itemCount: 34 },
    ...changes,
  }) as unknown as PublicPackDto;

const trip = (changes: Record<string, unknown> = {}): PublicTripDto =>
  ({
    owner: owner(),
    id: '6f1c1e9e-8a55-4d47-9a3b-0d8e0f1f2a3b',
    name: 'Cuillin traverse',
    description: '',
    startDate: '2025-08-12',
    endDate: '2025-08-14',
    days: 3,
    weightUnit: 'g',
    route: { distanceM: 42_345 },
    ...changes,
  }) as unknown as PublicTripDto;

/** The head's tags that tell about the page (not the scripts and styles). */
const metaTags = (html: string): string =>
  html
    .split('\n')
    .filter((line) =>
      /^<(title|meta name="(description|robots|twitter)|meta property|link rel="canonical")/.test(
        line,
      ),
    )
    .join('\n');

describe('the head of a public pack', () => {
  it('says what the pack is, where it lives and how to preview it', () => {
    const html = headTags(pageHead({ kind: 'pack', pack: pack(), unit: 'kg' }, context), assets);
    expect(metaTags(html)).toMatchInlineSnapshot(`
      "<title>Sierra High Route by Ada L. · Packtrail</title>
      <meta name="description" content="Base weight 4.32 kg, 34 items. A pack list by Ada L. on Packtrail.">
      <meta name="robots" content="noindex">
      <link rel="canonical" href="https://packtrail.example/u/ada/pack/sierra-high-route">
      <meta property="og:type" content="website">
      <meta property="og:site_name" content="Packtrail">
      <meta property="og:title" content="Sierra High Route">
      <meta property="og:description" content="Base weight 4.32 kg, 34 items. A pack list by Ada L. on Packtrail.">
      <meta property="og:url" content="https://packtrail.example/u/ada/pack/sierra-high-route">
      <meta property="og:image" content="https://packtrail.example/api/public/users/ada/packs/sierra-high-route/preview.png">
      <meta property="og:image:width" content="1200">
      <meta property="og:image:height" content="630">
      <meta property="og:image:alt" content="Sierra High Route: base weight 4.32 kg, 34 items">
      <meta name="twitter:card" content="summary_large_image">
      <meta name="twitter:title" content="Sierra High Route">
      <meta name="twitter:description" content="Base weight 4.32 kg, 34 items. A pack list by Ada L. on Packtrail.">
      <meta name="twitter:image" content="https://packtrail.example/api/public/users/ada/packs/sierra-high-route/preview.png">
      <meta name="twitter:image:alt" content="Sierra High Route: base weight 4.32 kg, 34 items">"
    `);
  });

  it('is indexable only when the owner lets search engines in', () => {
    expect(pageHead({ kind: 'pack', pack: pack(), unit: 'kg' }, context).indexable).toBe(false);
    const open = pack({ owner: owner({ searchIndexing: true }) });
    const head = pageHead({ kind: 'pack', pack: open, unit: 'kg' }, context);
    expect(head.indexable).toBe(true);
    expect(headTags(head, assets)).not.toContain('robots');
    // The embed repeats the pack page: never indexed, its canonical is the page.
    const embed = pageHead({ kind: 'embed', pack: open, unit: 'kg' }, context);
    expect(embed.indexable).toBe(false);
    expect(embed.canonicalUrl).toBe('https://packtrail.example/u/ada/pack/sierra-high-route');
  });

  it('uses the description when there is one, on one line and cut at a word', () => {
    const long = `Light  and\nfast. ${'word '.repeat(60)}`;
    const head = pageHead({ kind: 'pack', pack: pack({ description: long }), unit: 'kg' }, context);
    expect(head.description.startsWith('Light and fast. word')).toBe(true);
    expect(head.description.length).toBeLessThanOrEqual(200);
    expect(head.description.endsWith('word…')).toBe(true);
  });

  it('shows the figures in the unit asked for', () => {
    const head = pageHead({ kind: 'pack', pack: pack(), unit: 'lb' }, context);
    expect(head.description).toBe(
      'Base weight 9.53 lb, 34 items. A pack list by Ada L. on Packtrail.',
    );
  });

  it('escapes every user text it carries', () => {
    const hostile = '"><script>alert(1)</script>&';
    const head = pageHead(
      {
        kind: 'pack',
        pack: pack({ name: hostile, description: hostile, owner: owner({ displayName: hostile }) }),
        unit: 'kg',
      },
      context,
    );
    const html = headTags(head, assets);
    expect(html).not.toContain('<script>alert');
    // The theme's script and the module: no third.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;');
  });
});

describe('the head of a public trip', () => {
  it('says the dates and distance and points at the trip', () => {
    const html = headTags(pageHead({ kind: 'trip', trip: trip(), unit: 'g' }, context), assets);
    expect(metaTags(html)).toMatchInlineSnapshot(`
      "<title>Cuillin traverse by Ada L. · Packtrail</title>
      <meta name="description" content="12–14 Aug 2025, 3 days, 42 km. A trip by Ada L. on Packtrail.">
      <meta name="robots" content="noindex">
      <link rel="canonical" href="https://packtrail.example/u/ada/trip/6f1c1e9e-8a55-4d47-9a3b-0d8e0f1f2a3b">
      <meta property="og:type" content="website">
      <meta property="og:site_name" content="Packtrail">
      <meta property="og:title" content="Cuillin traverse">
      <meta property="og:description" content="12–14 Aug 2025, 3 days, 42 km. A trip by Ada L. on Packtrail.">
      <meta property="og:url" content="https://packtrail.example/u/ada/trip/6f1c1e9e-8a55-4d47-9a3b-0d8e0f1f2a3b">
      <meta property="og:image" content="https://packtrail.example/api/public/users/ada/trips/6f1c1e9e-8a55-4d47-9a3b-0d8e0f1f2a3b/preview.png">
      <meta property="og:image:width" content="1200">
      <meta property="og:image:height" content="630">
      <meta property="og:image:alt" content="Cuillin traverse: 12–14 Aug 2025, 3 days, 42 km">
      <meta name="twitter:card" content="summary_large_image">
      <meta name="twitter:title" content="Cuillin traverse">
      <meta name="twitter:description" content="12–14 Aug 2025, 3 days, 42 km. A trip by Ada L. on Packtrail.">
      <meta name="twitter:image" content="https://packtrail.example/api/public/users/ada/trips/6f1c1e9e-8a55-4d47-9a3b-0d8e0f1f2a3b/preview.png">
      <meta name="twitter:image:alt" content="Cuillin traverse: 12–14 Aug 2025, 3 days, 42 km">"
    `);
  });

  it('counts miles for owners who weigh in ounces and pounds', () => {
    expect(distanceText(42_345, 'oz')).toBe('26 mi');
    expect(distanceText(4_234, 'g')).toBe('4.2 km');
  });

  it('writes a date range the short way', () => {
    expect(tripDates('2025-08-12', '2025-08-14')).toBe('12–14 Aug 2025');
    expect(tripDates('2025-08-30', '2025-09-02')).toBe('30 Aug – 2 Sep 2025');
    expect(tripDates('2025-08-12', '2025-08-12')).toBe('12 Aug 2025');
    expect(tripDates('2025-12-30', '2026-01-02')).toBe('30 Dec 2025 – 2 Jan 2026');
  });
});

describe('the head of a public profile', () => {
  it('counts the packs and trips and shows the avatar as a small card', () => {
    const profile = {
      owner: owner({ avatarUrl: '/api/public/photos/p1' }),
      packs: [{}, {}],
      trips: [{}],
    } as unknown as PublicProfileDto;
    const head = pageHead({ kind: 'profile', profile }, context);
    expect(head.title).toBe('Ada L. (@ada) · Packtrail');
    expect(head.description).toBe('Ada L. on Packtrail: 2 packs and 1 trip.');
    expect(head.preview?.image?.url).toBe('https://packtrail.example/api/public/photos/p1');
    expect(headTags(head, assets)).toContain('<meta name="twitter:card" content="summary">');
  });
});

describe('the not-found head', () => {
  it('names nothing, is not indexed and has no preview', () => {
    const html = headTags(NOT_FOUND_HEAD, assets);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:');
  });

  it('loads the theme first, then the styles, preloads and the module', () => {
    const lines = headTags(NOT_FOUND_HEAD, assets).split('\n');
    const at = (text: string) => lines.findIndex((line) => line.includes(text));
    expect(at('/theme-init.js')).toBeLessThan(at('rel="stylesheet"'));
    expect(at('rel="stylesheet"')).toBeLessThan(at('rel="modulepreload"'));
    expect(at('rel="modulepreload"')).toBeLessThan(at('type="module"'));
  });
});

describe('a head with its theme script and styles inline', () => {
  it('writes them into the page instead of linking them, before the module', () => {
    const inline = {
      themeScript: 'document.documentElement.classList.add("dark");',
      css: 'a{b:c}',
    };
    const html = headTags(NOT_FOUND_HEAD, { ...assets, inline });
    expect(html).toContain(`<script>${inline.themeScript}</script>`);
    expect(html).toContain('<style>a{b:c}</style>');
    expect(html).not.toContain('theme-init.js');
    expect(html).not.toContain('rel="stylesheet"');
    const lines = html.split('\n');
    const at = (text: string) => lines.findIndex((line) => line.includes(text));
    expect(at('<script>')).toBeLessThan(at('<style>'));
    expect(at('<style>')).toBeLessThan(at('type="module"'));
  });
});

describe('descriptionLine', () => {
  it('is empty for blank text', () => {
    expect(descriptionLine('  \n ')).toBe('');
  });
});
