import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyPart, PartLoading } from '@client/components/lazy-part';
import { ListStates } from '@client/components/list-states';
import { useWeightUnit } from '@client/hooks/use-weight-unit';
import { paths } from '@client/lib/paths';
import { useTrips } from '@client/features/trips/api/get-trips';
import { useTripCache } from '@client/features/trips/hooks/use-trip-cache';
import { tripGroups } from '@client/features/trips/list/utils/trip-groups';
import { today } from '@client/features/trips/utils/trip-dates';
import { ImportTripButton } from './import-trip-button';
import { TripCard } from './trip-card';
import { TripsEmpty, TripsSkeleton } from './trips-states';

/** The form (and Formik and Yup with it) loads when first opened, or on intent to open it. */
const NewTripDialog = lazyPart(() =>
  import('./new-trip-dialog').then((module) => module.NewTripDialog),
);

const tripsText = (count: number) => `${count} ${count === 1 ? 'trip' : 'trips'}`;

/** /trips: the user's trips in progress, upcoming and past, and two ways to start another. */
export function TripsPage() {
  const [unit] = useWeightUnit();
  // The screen follows its data in a deferred render, which yields to the browser as it goes: SWR's
  // answer renders at once, and drawing every card in it would be one long task on a slow phone.
  // The header's count and the cards change in that same render, so nothing moves twice.
  const { data, mutate, ...result } = useTrips();
  const trips = useDeferredValue(data);
  const error: unknown = result.error;
  const cache = useTripCache();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // Mounted from its first opening on, so that it closes (and gives focus back) as a dialog does.
  const [formShown, setFormShown] = useState(false);
  const create = () => {
    setFormShown(true);
    setCreating(true);
  };

  return (
    <div className="page trips-page">
      <header className="screen-header trips-header">
        <div>
          <h1>Trips</h1>
          <p className="page-lead screen-header-lead">
            {trips && trips.length > 0
              ? `${tripsText(trips.length)}: dates, routes and what you carry.`
              : 'Your trips: dates, a route on the map and the packs you take.'}
          </p>
        </div>
        <div className="screen-header-actions">
          <ImportTripButton />
          <button
            type="button"
            className="button button-primary"
            onPointerEnter={NewTripDialog.preload}
            onFocus={NewTripDialog.preload}
            onClick={create}
          >
            <Plus aria-hidden="true" size={18} />
            New trip
          </button>
        </div>
      </header>

      <ListStates
        items={trips}
        error={error}
        what="Your trips"
        errorClassName="message-box trips-message"
        onRetry={() => void mutate()}
        loading={<TripsSkeleton />}
        empty={<TripsEmpty onCreate={create} />}
      >
        {(trips) =>
          tripGroups(trips, today()).map((group) => (
            <section
              key={group.phase}
              className="trips-group"
              aria-labelledby={`trips-${group.phase}`}
            >
              <h2 id={`trips-${group.phase}`} className="trips-group-title">
                {group.title} <span className="trips-group-count">({group.trips.length})</span>
              </h2>
              <ul className="trip-cards">
                {group.trips.map((trip) => (
                  <TripCard key={trip.id} trip={trip} unit={unit} />
                ))}
              </ul>
            </section>
          ))
        }
      </ListStates>

      {formShown && (
        <PartLoading>
          <NewTripDialog.Component
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={(trip) => {
              setCreating(false);
              void cache.remember(trip).then(() => navigate(paths.trip(trip.id)));
            }}
          />
        </PartLoading>
      )}
    </div>
  );
}
