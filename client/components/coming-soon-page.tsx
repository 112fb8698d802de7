import '@client/styles/coming-soon.css';
import { Backpack, Boxes, Hammer, Map as MapIcon, Package, Tent } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { IntentLink } from './intent-link';
import { PageTitle } from './page-title';
import { paths } from '@client/lib/paths';

/** The areas that work today, offered from every area still being built. */
const WORKING_AREAS = [
  { label: 'Gear', to: paths.gear(), icon: Package },
  { label: 'Bundles', to: paths.bundles(), icon: Boxes },
  { label: 'Packs', to: paths.packs(), icon: Backpack },
  { label: 'Trips', to: paths.trips(), icon: Tent },
  { label: 'Map', to: paths.map(), icon: MapIcon },
];

interface ComingSoonPageProps {
  /** The area's name: the heading and the document title. */
  title: string;
  /** What the area will do, in a sentence. */
  lead: string;
  /** That it is still being built, said for this page (naming the trip or category asked for). */
  status: ReactNode;
}

/**
 * An area that is still being built, said plainly: what it will do, that it is not here yet,
 * and the way to the areas that work.
 */
export function ComingSoonPage({ title, lead, status }: ComingSoonPageProps) {
  const headingId = useId();
  return (
    <div className="page coming-soon">
      <PageTitle title={title} />
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page-lead">{lead}</p>
      </header>
      <section className="message-box coming-soon-box" aria-labelledby={headingId}>
        <Hammer aria-hidden="true" size={32} className="message-box-icon" />
        <h2 id={headingId}>Coming soon</h2>
        <p>{status}</p>
        <p className="muted">Your gear library, bundles, packs, trips and the map work today:</p>
        <ul className="coming-soon-links" aria-label="Areas that work today">
          {WORKING_AREAS.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <IntentLink to={to} className="button">
                <Icon aria-hidden="true" size={18} />
                {label}
              </IntentLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
