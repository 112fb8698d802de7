import type { TripDetail } from '@client/features/trips/api/types';
import type { TripMutations } from '@client/features/trips/hooks/use-trip-mutations';
import {
  formatDistance,
  formatHours,
  formatMetres,
} from '@client/features/trips/utils/route-format';
import type { TripFigures } from '@client/features/trips/utils/trip-figures';
import { PaceForm } from './pace-form';

interface TripStatsProps {
  trip: TripDetail;
  figures: TripFigures;
  mutations: Pick<TripMutations, 'update'>;
  /** The figures are of a route being drawn, not the saved one. */
  drafting: boolean;
}

/**
 * The route's figures: distance, gain and loss, highest and lowest point, and the moving time by
 * Naismith's rule at the trip's own pace and climb rate (editable here).
 */
export function TripStats({ trip, figures, mutations, drafting }: TripStatsProps) {
  const { profile, climbKnown } = figures;
  const climb = (metres: number) => formatMetres(climbKnown ? metres : null);
  const stats = [
    { key: 'distance', label: 'Distance', value: formatDistance(profile.distanceM) },
    { key: 'gain', label: 'Gain', value: climb(profile.gainM) },
    { key: 'loss', label: 'Loss', value: climb(profile.lossM) },
    { key: 'highest', label: 'Highest', value: formatMetres(profile.highestM) },
    { key: 'lowest', label: 'Lowest', value: formatMetres(profile.lowestM) },
    {
      key: 'time',
      label: climbKnown ? 'Moving time' : 'Moving time (no climb)',
      value: formatHours(figures.movingHours),
    },
  ];
  return (
    <section className="trip-section trip-stats" aria-labelledby="trip-stats-heading">
      <h2 id="trip-stats-heading">
        Route figures{drafting && <span className="trip-stats-draft"> (as drawn, not saved)</span>}
      </h2>
      <dl className="trip-stat-grid" aria-live={drafting ? 'polite' : undefined}>
        {stats.map((stat) => (
          <div key={stat.key} className={`trip-stat trip-stat-${stat.key}`}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <PaceForm key={`${trip.paceKmh}-${trip.climbMPerHour}`} trip={trip} mutations={mutations} />
    </section>
  );
}
