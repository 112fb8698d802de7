import { Backpack, ListChecks, Map, Scale } from 'lucide-react';
import { IntentLink } from '@client/components/intent-link';
import { PageTitle } from '@client/components/page-title';
import { paths } from '@client/lib/paths';

const FEATURES = [
  {
    icon: Scale,
    title: 'Every gram counted',
    text: 'Base, worn and consumable weights for each pack, in g, kg, oz or lb.',
  },
  {
    icon: Backpack,
    title: 'One gear library',
    text: 'Edit an item once and every pack that uses it follows.',
  },
  {
    icon: ListChecks,
    title: 'Packing checklist',
    text: 'Tick items off on your phone as they go into the pack.',
  },
  {
    icon: Map,
    title: 'Trips on a map',
    text: 'Plan the route, share the plan, track how it went.',
  },
];

export function Component() {
  return (
    <div className="landing">
      <PageTitle title="Packtrail" />
      <section className="hero">
        <h1>Plan lighter. Pack smarter.</h1>
        <p className="page-lead">
          Packtrail keeps your gear library, builds packs with their weights, turns them into a
          packing checklist and puts your trips on a map.
        </p>
        <div className="button-row">
          <IntentLink to={paths.login()} className="button button-primary button-large">
            Get started
          </IntentLink>
          <IntentLink to={paths.marketing()} className="button button-large">
            Why Packtrail
          </IntentLink>
        </div>
      </section>
      <ul className="feature-grid">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="feature-card">
            <Icon aria-hidden="true" size={24} />
            <h2>{title}</h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
