import '@client/styles/site.css';
import { AppScreenshot } from '@client/features/marketing/components/app-screenshot';
import { FeatureList } from '@client/features/marketing/components/feature-list';
import { PlanTable } from '@client/features/marketing/components/plan-table';
import { SelfHost } from '@client/features/marketing/components/self-host';
import { SiteActions } from '@client/features/marketing/components/site-actions';
import { SiteSection } from '@client/features/marketing/components/site-section';

const HERO_SIZES = '(min-width: 1000px) 640px, calc(100vw - 40px)';
const SHOT_SIZES = '(min-width: 1000px) 560px, calc(100vw - 40px)';

/**
 * The start page for visitors (`/`): what Packtrail does, shown in screenshots of the app, the
 * plans, self-hosting and the way in. The server renders it (readable with JavaScript off);
 * the app shows the same page when it navigates here, with the app's way in for a signed-in user.
 */
export function LandingPage({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <div className="site">
      <section className="site-hero" aria-labelledby="site-title">
        <div className="site-hero-text">
          <h1 id="site-title">Plan lighter. Pack smarter.</h1>
          <p className="site-lead">
            Packtrail keeps your gear library, builds packs with their weights, turns them into a
            packing checklist, puts your trips on a map and keeps track of how they went.
          </p>
          <SiteActions more={{ href: '/marketing', label: 'Why Packtrail' }} signedIn={signedIn} />
        </div>
        <AppScreenshot name="pack" sizes={HERO_SIZES} priority />
      </section>

      <SiteSection id="site-features" title="Everything between the gear closet and the trailhead">
        <FeatureList />
      </SiteSection>

      <SiteSection id="site-tour" title="On your phone and at your desk">
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
      </SiteSection>

      <SiteSection id="site-plans" title="Two plans">
        <PlanTable />
      </SiteSection>

      <SiteSection id="site-self-host" title="Or run it yourself">
        <SelfHost />
      </SiteSection>

      <SiteSection id="site-start" title="Start with what you already own" className="site-closing">
        <p>Import a LighterPack list or add your gear, and build your first pack in minutes.</p>
        <SiteActions signedIn={signedIn} />
      </SiteSection>
    </div>
  );
}
