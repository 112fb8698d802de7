import { Check } from 'lucide-react';
import { IntentLink } from '@client/components/intent-link';
import { paths } from '@client/lib/paths';
import type { Home } from '@client/features/home/api/home';

const STEPS: { key: keyof Home['started']; label: string; to: string; hint: string }[] = [
  {
    key: 'gear',
    label: 'Add your gear',
    to: paths.gear(),
    hint: 'Type it in, or import a LighterPack CSV.',
  },
  { key: 'pack', label: 'Build a pack', to: paths.packs(), hint: 'Weights add up as you go.' },
  { key: 'trip', label: 'Plan a trip', to: paths.trips(), hint: 'A route, days and a pack.' },
  {
    key: 'tracker',
    label: 'Connect Strava or Garmin',
    to: paths.account(),
    hint: 'Your activities come in by themselves.',
  },
];

/** A new user's first steps, each ticked once done; gone once all are. */
export function GettingStarted({ started }: { started: Home['started'] }) {
  const done = STEPS.filter((step) => started[step.key]).length;
  if (done === STEPS.length) return null;
  return (
    <section className="home-card home-started" aria-labelledby="home-started-heading">
      <h2 id="home-started-heading">Getting started</h2>
      <p className="home-muted">
        {done} of {STEPS.length} done
      </p>
      <ol className="home-steps">
        {STEPS.map((step) => {
          const ticked = started[step.key];
          return (
            <li key={step.key} className={ticked ? 'home-step home-step-done' : 'home-step'}>
              <span className="home-step-mark" aria-hidden="true">
                {ticked && <Check size={16} />}
              </span>
              <span>
                <IntentLink to={step.to}>{step.label}</IntentLink>
                <span className="visually-hidden">{ticked ? ' (done)' : ' (to do)'}</span>
                <span className="home-step-hint">{step.hint}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
