import { Backpack, Link2 } from 'lucide-react';
import { IntentLink } from '@client/components/intent-link';
import { paths } from '@client/lib/paths';
import type { PackRef } from '@client/lib/api/bundle-types';

/** The packs holding the bundle, linked; edits here change them too. */
export function UsedInPacks({ packs }: { packs: PackRef[] }) {
  return (
    <section className="bundle-packs" aria-labelledby="bundle-packs-title">
      <h2 id="bundle-packs-title">Used in packs</h2>
      {packs.length === 0 ? (
        <p className="muted">
          No pack holds this bundle yet. Add it from a pack’s page; it stays linked, so what you
          change here shows there too.
        </p>
      ) : (
        <>
          <ul className="bundle-pack-list">
            {packs.map((pack) => (
              <li key={pack.id}>
                <IntentLink to={paths.pack(pack.id)} className="bundle-pack-link">
                  <Backpack aria-hidden="true" size={16} />
                  {pack.name}
                </IntentLink>
              </li>
            ))}
          </ul>
          <p className="bundle-packs-note">
            <Link2 aria-hidden="true" size={16} />
            <span>
              {packs.length === 1 ? 'This pack holds' : 'These packs hold'} the bundle linked: what
              you change here changes {packs.length === 1 ? 'it' : 'them'} too.
            </span>
          </p>
        </>
      )}
    </section>
  );
}
