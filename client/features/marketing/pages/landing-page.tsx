import '@client/styles/site.css';
import { AppScreenshot } from '@client/features/marketing/components/app-screenshot';
import { FeatureList } from '@client/features/marketing/components/feature-list';
import { PlanTable } from '@client/features/marketing/components/plan-table';
import { SelfHost } from '@client/features/marketing/components/self-host';
import { SiteActions } from '@client/features/marketing/components/site-actions';

const HERO_SIZES = '(min-width: 1000px) 640px, calc(100vw - 40px)';
const SHOT_SIZES = '(min-width: 1000px) 560px, calc(100vw - 40px)';

/**
 * The start page for visitors (`/`): what Packtrail does, shown in screenshots of the app, the
 * plans, self-hosting and the way in. The server renders it (readable with JavaScript off);
 * the app shows the same page when it navigates here.
 */
export function LandingPage() {
  return (
    <div className="site">
      <section className="site-hero" aria-labelledby="site-title">
        <div className="site-hero-text">
          <h1 id="site-title">Plan lighter. Pack smarter.</h1>
          <p className="site-lead">
            Packtrail keeps your gear library, builds packs with their weights, turns them into a
            packing checklist, puts your trips on a map and keeps track of how they went.
          </p>
          <SiteActions more={{ href: '/marketing', label: 'Why Packtrail' }} />
        </div>
        <AppScreenshot name="pack" sizes={HERO_SIZES} priority />
      </section>

      <section className="site-section" aria-labelledby="site-features">
        <h2 id="site-features">Everything between the gear closet and the trailhead</h2>
        <FeatureList />
      </section>

      <section className="site-section" aria-labelledby="site-tour">
        <h2 id="site-tour">On your phone and at your desk</h2>
        <div className="site-tour">
          <AppScreenshot
            name="checklist"
            sizes="(min-width: 1000px) 300px, 60vw"
            caption="The packing checklist on a phone."
          />
          <AppScreenshot
            name="search"
            sizes={SHOT_SIZES}
            caption="One search over everything you keep."
          />
        </div>
      </section>

      <section className="site-section" aria-labelledby="site-plans">
        <h2 id="site-plans">Two plans</h2>
        <PlanTable />
      </section>

      <section className="site-section" aria-labelledby="site-self-host">
        <h2 id="site-self-host">Or run it yourself</h2>
        <SelfHost />
      </section>

      <section className="site-section site-closing" aria-labelledby="site-start">
        <h2 id="site-start">Start with what you already own</h2>
        <p>Import a LighterPack list or add your gear, and build your first pack in minutes.</p>
        <SiteActions />
      </section>
    </div>
  );
}
