import '@client/styles/site.css';
import { AppScreenshot } from '@client/features/marketing/components/app-screenshot';
import { PlanTable } from '@client/features/marketing/components/plan-table';
import { SelfHost } from '@client/features/marketing/components/self-host';
import { SiteActions } from '@client/features/marketing/components/site-actions';
import { SiteSection } from '@client/features/marketing/components/site-section';

const SHOT_SIZES = '(min-width: 1000px) 640px, calc(100vw - 40px)';

interface Reason {
  title: string;
  text: string[];
  shot?: { name: string; sizes: string };
}

const REASONS: Reason[] = [
  {
    title: 'Your gear, kept once',
    text: [
      'Every item lives once in your library, with its weight, brand, price and notes. Packs and bundles hold items, not copies: fix a weight and every pack that carries it is right again.',
    ],
    shot: { name: 'gear', sizes: SHOT_SIZES },
  },
  {
    title: 'Every gram counted',
    text: [
      'Each pack adds up its base, worn and consumable weight and draws where the grams go, category by category, in g, kg, oz or lb.',
    ],
    shot: { name: 'pack', sizes: SHOT_SIZES },
  },
  {
    title: 'Packed from your phone',
    text: [
      'The checklist turns a pack into what to put in the bag, item by item, and remembers what is already in. It is made for one hand and a small screen.',
    ],
    shot: { name: 'checklist', sizes: '(min-width: 1000px) 300px, 60vw' },
  },
  {
    title: 'Found in a keystroke',
    text: [
      'Press Ctrl+K anywhere and type: gear, bundles, packs, trips, places and activities in one list, best first. "tnet" still finds your tent.',
    ],
    shot: { name: 'search', sizes: SHOT_SIZES },
  },
  {
    title: 'The trip and the pack together',
    text: [
      'Bring the route from your GPX or KML file, or draw it on the map. Packtrail splits it into days with their distance and climb, works out the food and water for each, and keeps the packs you carry with the trip.',
      'Share a trip or a pack on a page of its own, with the route’s ends hidden if you like, and log how it went from your watch’s files.',
    ],
  },
];

const PROMISES = [
  'Your LighterPack list comes in as it is, and goes back out as LighterPack CSV.',
  'Everything you keep can be downloaded from your account at any time.',
  'Public pages show only what you share, and can hide where your route starts and ends.',
  'Light and dark, on a phone or a desktop, by keyboard or by touch.',
];

/** `/marketing`: why Packtrail, area by area with the app's own screenshots, and the plans. */
export function MarketingPage({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <div className="site site-marketing">
      <header className="site-intro">
        <h1>Why Packtrail</h1>
        <p className="site-lead">
          Your whole gear closet, every pack and every trip in one fast app that you can also run on
          your own server.
        </p>
        <SiteActions signedIn={signedIn} />
      </header>

      {REASONS.map(({ title, text, shot }, index) => (
        <section
          key={title}
          className={`site-reason${index % 2 === 1 ? ' site-reason-flipped' : ''}${shot ? '' : ' site-reason-text-only'}`}
          aria-labelledby={`site-reason-${index}`}
        >
          <div className="site-reason-text">
            <h2 id={`site-reason-${index}`}>{title}</h2>
            {text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {shot && <AppScreenshot name={shot.name} sizes={shot.sizes} priority={index === 0} />}
        </section>
      ))}

      <SiteSection id="site-promises" title="Yours to keep">
        <ul className="site-promises">
          {PROMISES.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </ul>
      </SiteSection>

      <SiteSection id="site-plans" title="Basic and Explorer">
        <PlanTable />
      </SiteSection>

      <SiteSection id="site-self-host" title="Self-hosting in three lines">
        <SelfHost />
      </SiteSection>

      <SiteSection id="site-start" title="Ready when you are" className="site-closing">
        <SiteActions signedIn={signedIn} />
      </SiteSection>
    </div>
  );
}
