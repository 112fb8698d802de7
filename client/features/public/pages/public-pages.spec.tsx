import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fakePack, fakeProfile, fakeTrip, owner } from '@test/support/public-fixtures.js';
import {
  PublicFrame,
  PublicNotFound,
  PublicPackEmbed,
  PublicPackPage,
  PublicProfilePage,
  PublicTripPage,
} from './index';

/*
 * The pages as the server renders them: in Node, with no window, document or storage (this file
 * runs in the plain Node environment, so reading any of them while rendering throws).
 */

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('the public pack page on the server', () => {
  it('shows the name, owner, description, totals, chart, categories and lines', () => {
    const html = renderToString(<PublicPackPage pack={fakePack()} unit="g" />);
    const words = text(html);
    expect(html).toContain('<h1>Summer kit</h1>');
    expect(html).toContain('href="/u/ada"');
    expect(words).toContain('By Ada L.');
    expect(words).toContain('Three-season kit for the Cairngorms.');
    expect(words).toMatch(/Base weight [\d.,]+ (g|kg)/);
    expect(words).toContain('Pack weight');
    expect(words).toContain('€5.00 + $123.45');
    expect(html).toContain('class="pack-chart-rings');
    expect(words).toContain('Weight by category');
    for (const category of ['Shelter', 'Sleep', 'Kitchen', 'Clothing', 'Water']) {
      expect(words).toContain(category);
    }
    expect(words).toContain('Item number 5');
    expect(html).toContain('href="https://example.com/gear/5"');
    expect(html).toMatch(
      /<img[^>]*alt="Photo of Item number 10"[^>]*loading="lazy"|<img[^>]*loading="lazy"[^>]*alt="Photo of Item number 10"/,
    );
    expect(words).toContain('Worn');
    expect(words).toContain('Consumable');
    // The bundle: its name and its items.
    expect(words).toContain('Cook set');
    expect(words).toContain('1 × Pot Toaks');
  });

  it('offers the four units as links, the shown one current', () => {
    const html = renderToString(<PublicPackPage pack={fakePack()} unit="oz" />);
    for (const unit of ['g', 'kg', 'oz', 'lb']) expect(html).toContain(`href="?unit=${unit}"`);
    expect(html).toMatch(/<a href="\?unit=oz" aria-current="true">oz<\/a>/);
    expect(html).not.toMatch(/href="\?unit=g" aria-current/);
    expect(text(html)).toMatch(/Base weight [\d.,]+ (oz|lb)/);
  });

  it('links the owner only when their profile is public, and fills the actions slot', () => {
    const pack = fakePack(3, { owner: owner({ profilePublic: false }) });
    const html = renderToString(
      <PublicPackPage
        pack={pack}
        unit="g"
        actions={<button type="button">Copy to my gear</button>}
      />,
    );
    expect(html).not.toContain('href="/u/ada"');
    expect(text(html)).toContain('By Ada L.');
    expect(html).toContain('Copy to my gear');
  });

  it('writes what users typed as text: no script, no javascript: link, quotes escaped', () => {
    const pack = fakePack(2, {
      name: '<script>alert(1)</script> "quoted" & \'single\'',
      description: '<img src=x onerror=alert(2)>',
    });
    const line = pack.categories[0]?.lines[0];
    if (!line?.item) throw new Error('fixture has no item line');
    line.item.name = '"><script>alert(3)</script>';
    line.item.url = 'javascript:alert(4)';
    const second = pack.categories[1]?.lines[0];
    if (second?.item) second.item.url = 'data:text/html,<b>x</b>';
    const html = renderToString(<PublicPackPage pack={pack} unit="g" />);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; &#x27;single&#x27;');
    expect(html).not.toMatch(/href="\s*javascript:/i);
    expect(html).not.toMatch(/href="data:/i);
    expect(text(html)).toContain('"><script>alert(3)</script>');
  });

  it('says so when the pack has no gear', () => {
    const pack = fakePack(0);
    const empty = { ...pack, categories: pack.categories.map((c) => ({ ...c, lines: [] })) };
    expect(text(renderToString(<PublicPackPage pack={empty} unit="g" />))).toContain(
      'This pack has no gear yet.',
    );
  });

  it('keeps a 100-line pack with its styles well under 20 KB gzipped', () => {
    const html = renderToString(
      <PublicFrame redirectTo="/u/ada/pack/summer-kit">
        <PublicPackPage pack={fakePack(100)} unit="g" />
      </PublicFrame>,
    );
    const css = ['public.css', 'pack-chart.css']
      .map((file) => readFileSync(new URL(`../../../styles/${file}`, import.meta.url), 'utf8'))
      .join('\n');
    const htmlKb = gzipSync(html).length / 1024;
    const cssKb = gzipSync(css).length / 1024;
    const bothKb = gzipSync(html + css).length / 1024;
    console.info(
      `100-line public pack: HTML ${(html.length / 1024).toFixed(1)} KB (${htmlKb.toFixed(1)} KB gzipped), CSS ${cssKb.toFixed(1)} KB gzipped; together ${bothKb.toFixed(1)} KB gzipped`,
    );
    expect(htmlKb + cssKb).toBeLessThan(16);
  });
});

describe('the public embed on the server', () => {
  it('is compact: the name linking to the page in a new tab, totals, chart, lines, units', () => {
    const html = renderToString(<PublicPackEmbed pack={fakePack()} unit="g" />);
    expect(html).toMatch(
      /<a href="\/u\/ada\/pack\/summer-kit" target="_blank" rel="noopener">Summer kit<\/a>/,
    );
    expect(html).toContain('class="pack-chart-rings');
    expect(html).not.toContain('pack-chart-table');
    expect(text(html)).toContain('Item number 3');
    expect(html).toContain('href="?unit=lb"');
    expect(html).toMatch(/<a href="\/" target="_blank" rel="noopener">Made with Packtrail<\/a>/);
  });
});

describe('the public trip page on the server', () => {
  it('shows dates, activity, owner, the outline in place of the map, figures, days, packs', () => {
    const html = renderToString(<PublicTripPage trip={fakeTrip()} unit="g" />);
    const words = text(html);
    expect(html).toContain('<h1>Ossian round</h1>');
    expect(words).toContain('10–11 Jul 2026 · 2 days · Backpacking');
    expect(words).toContain('By Ada L.');
    expect(html).toContain('class="route-preview"');
    expect(html).not.toContain('leaflet');
    expect(words).toContain('Nothing within 500 m of the start or the finish is shown.');
    expect(words).toMatch(/Distance [\d.]+ km/);
    expect(words).toContain('Moving time (Naismith)');
    expect(html).toContain('role="slider"');
    expect(words).toContain('Day 1 Fri 10 Jul');
    expect(words).toContain('Start → Loch camp');
    expect(words).toContain('Loch camp → Finish');
    expect(html).toContain('href="/u/ada/pack/summer-kit"');
    expect(words).toContain('Private extras');
    expect(html).not.toMatch(/href="[^"]*Private/);
  });

  it('leaves out the note when the ends are shown, and the map without a route', () => {
    const html = renderToString(
      <PublicTripPage
        trip={fakeTrip({
          routeEndsHidden: false,
          route: null,
          waypoints: [],
          plan: {
            distanceM: 0,
            gainM: null,
            lossM: null,
            highestM: null,
            lowestM: null,
            movingHours: 0,
            days: [1, 2].map((day) => ({
              day,
              date: `2026-07-1${day - 1}`,
              distanceM: 0,
              gainM: null,
              movingHours: 0,
              endsAt: null,
              foodGrams: 700,
              waterLitres: 0,
            })),
          },
        })}
        unit="g"
      />,
    );
    expect(html).not.toContain('500 m');
    expect(html).not.toContain('pt-map');
    expect(text(html)).toContain('Day 2 Sat 11 Jul');
    expect(html).not.toContain('Recorded on the trip');
  });

  it('lists the activities recorded on the trip when its owner shows them', () => {
    const html = renderToString(
      <PublicTripPage
        trip={fakeTrip({
          activities: [
            {
              name: 'Corrour to the loch',
              category: 'hike',
              localDate: '2026-07-10',
              distanceM: 8450,
              movingS: 9000,
              gainM: 210,
              line: [
                [56.76, -4.7],
                [56.77, -4.68],
              ],
              lineSegmentStarts: [],
            },
          ],
        })}
        unit="g"
      />,
    );
    const words = text(html);
    expect(words).toContain('Recorded on the trip');
    expect(words).toContain('Corrour to the loch Fri 10 Jul');
    expect(words).toContain('8.5 km · 210 m · 2 h 30 min');
  });
});

describe('the public profile on the server', () => {
  it('shows the owner and their packs and trips as linked cards', () => {
    const html = renderToString(<PublicProfilePage profile={fakeProfile()} />);
    const words = text(html);
    expect(html).toContain('<h1>Ada L.</h1>');
    expect(words).toContain('@ada');
    expect(html).toContain('href="/u/ada/pack/summer-kit"');
    expect(words).toMatch(/Base weight [\d.,]+ (g|kg)/);
    expect(words).toContain('14 items');
    expect(html).toContain('href="/u/ada/trip/0b7c4d1e-1111-4a2b-8c3d-000000000001"');
    expect(words).toContain('10–11 Jul 2026');
    expect(words).toMatch(/2 days · [\d.]+ km/);
    expect(html).toContain('aria-label="Route of Ossian round"');
  });

  it('has an empty state', () => {
    const html = renderToString(
      <PublicProfilePage profile={fakeProfile({ packs: [], trips: [] })} />,
    );
    expect(text(html)).toContain('Ada L. has not shared any packs or trips yet.');
  });
});

describe('the not found body and the frame', () => {
  it('says Not Found with a way home, inside the frame with a sign-in link back', () => {
    const html = renderToString(
      <PublicFrame redirectTo="/u/ada/pack/x?unit=oz">
        <PublicNotFound />
      </PublicFrame>,
    );
    expect(html).toContain('<h1 id="public-not-found-heading">Not Found</h1>');
    expect(html).toMatch(/<a href="\/">Go to the Packtrail home page<\/a>/);
    expect(html).toContain('aria-label="Packtrail home"');
    expect(html).toContain('href="/login?redirectTo=%2Fu%2Fada%2Fpack%2Fx%3Funit%3Doz"');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('<footer');
  });
});
