import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { IntentLink } from '@client/components/intent-link';
import { formatWeight } from '@client/lib/number-format';
import { paths } from '@client/lib/paths';
import type { TripDetail } from '@client/features/trips/api/types';
import { useTripPacks } from '@client/features/trips/budget/hooks/use-trip-packs';
import type { TripMutations } from '@client/features/trips/hooks/use-trip-mutations';
import { AddPackField } from './add-pack-field';

interface TripPacksProps {
  trip: TripDetail;
  unit: WeightUnit;
  mutations: Pick<TripMutations, 'setPacks'>;
}

/** The packs taken, each with its totals; one is the main pack, whose weight the budget carries. */
export function TripPacks({ trip, unit, mutations }: TripPacksProps) {
  const packs = useTripPacks(trip, mutations);
  const [adding, setAdding] = useState(false);
  const groupName = useId();
  return (
    <section className="trip-section" aria-labelledby="trip-packs-heading">
      <div className="trip-section-head">
        <h2 id="trip-packs-heading">Packs ({trip.packs.length})</h2>
      </div>
      {trip.packs.length === 0 ? (
        <p className="muted">
          No pack yet. Add the pack you take: its base weight is what the food and water budget
          starts from.
        </p>
      ) : (
        <ul className="trip-packs">
          {trip.packs.map((pack) => (
            <li key={pack.id} className={pack.isMain ? 'trip-pack is-main' : 'trip-pack'}>
              <div className="trip-pack-head">
                <IntentLink to={paths.pack(pack.id)} className="trip-pack-name">
                  {pack.name}
                </IntentLink>
                <label className="trip-pack-main">
                  <input
                    type="radio"
                    name={groupName}
                    checked={pack.isMain}
                    onChange={() => packs.makeMain(pack.id, pack.name)}
                  />
                  Main pack<span className="visually-hidden">: {pack.name}</span>
                </label>
                <button
                  type="button"
                  className="icon-button small"
                  aria-label={`Take ${pack.name} off the trip`}
                  title="Take off the trip"
                  onClick={() => packs.remove(pack.id, pack.name)}
                >
                  <Trash2 aria-hidden="true" size={18} />
                </button>
              </div>
              <dl className="trip-pack-figures">
                <div>
                  <dt>Base</dt>
                  <dd>{formatWeight(pack.totals.baseMg, unit)}</dd>
                </div>
                <div>
                  <dt>Worn</dt>
                  <dd>{formatWeight(pack.totals.wornMg, unit)}</dd>
                </div>
                <div>
                  <dt>Consumable</dt>
                  <dd>{formatWeight(pack.totals.consumableMg, unit)}</dd>
                </div>
                <div>
                  <dt>Total</dt>
                  <dd>{formatWeight(pack.totals.totalMg, unit)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <AddPackField
        open={adding}
        onOpen={() => setAdding(true)}
        onClose={() => setAdding(false)}
        taken={trip.packs.map((pack) => pack.id)}
        onAdd={(id, name) => {
          setAdding(false);
          packs.add(id, name);
        }}
      />
    </section>
  );
}
