import '@client/styles/public.css';
import { useMemo, useState } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { ElevationProfile } from '@client/components/elevation-profile';
import { paths } from '@client/lib/paths';
import type { PublicTrip } from '@client/features/public/api/types';
import { OwnerLine } from '@client/features/public/components/owner-line';
import { TripActivitiesList } from '@client/features/public/components/trip-activities-list';
import { TripDaysList } from '@client/features/public/components/trip-days-list';
import { TripMapBox } from '@client/features/public/components/trip-map-box';
import {
  activityText,
  dateRangeText,
  daysText,
  distanceText,
  hoursText,
  metresText,
  weightText,
} from '@client/features/public/utils/public-format';
import { shownRoute } from '@client/features/public/utils/trip-figures';

export interface PublicTripPageProps {
  trip: PublicTrip;
  unit: WeightUnit;
}

/**
 * A shared trip, read-only: its name, dates and owner, the map (an outline until the map has
 * loaded), the elevation profile, the route's figures, the days, and the packs taken.
 */
export function PublicTripPage({ trip, unit }: PublicTripPageProps) {
  const shown = useMemo(() => shownRoute(trip), [trip]);
  const [hoverIndex, setHoverIndex] = useState<number | null>(null);
  const { plan } = trip;
  const hasRoute = plan.distanceM > 0;
  const stats = [
    { key: 'distance', label: 'Distance', value: distanceText(plan.distanceM) },
    { key: 'gain', label: 'Gain', value: metresText(plan.gainM) },
    { key: 'loss', label: 'Loss', value: metresText(plan.lossM) },
    { key: 'highest', label: 'Highest', value: metresText(plan.highestM) },
    { key: 'lowest', label: 'Lowest', value: metresText(plan.lowestM) },
    {
      key: 'time',
      label: plan.gainM === null ? 'Moving time (Naismith, no climb)' : 'Moving time (Naismith)',
      value: hoursText(plan.movingHours),
    },
  ];
  return (
    <article className="public-page public-trip">
      <header className="public-head">
        <div className="public-head-text">
          <h1>{trip.name}</h1>
          <p className="pt-meta">
            {dateRangeText(trip.startDate, trip.endDate)} · {daysText(trip.days)} ·{' '}
            {activityText(trip.activity)}
          </p>
          <OwnerLine owner={trip.owner} />
          {trip.description && <p className="public-description">{trip.description}</p>}
        </div>
      </header>
      <TripMapBox
        name={trip.name}
        points={shown.points}
        segmentStarts={shown.segmentStarts}
        waypoints={trip.waypoints}
        doneLines={trip.activities}
        hoverIndex={hoverIndex}
        onHover={setHoverIndex}
      />
      {trip.routeEndsHidden && (
        <p className="pt-note">Nothing within 500 m of the start or the finish is shown.</p>
      )}
      {hasRoute && (
        <>
          <section className="public-section" aria-labelledby="pt-figures-heading">
            <h2 id="pt-figures-heading">Route figures</h2>
            <dl className="pt-figures pt-stats">
              {stats.map((stat) => (
                <div key={stat.key}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      )}
      {shown.points.length > 1 && (
        <>
          <section className="public-section" aria-labelledby="pt-profile-heading">
            <h2 id="pt-profile-heading">Elevation</h2>
            <ElevationProfile
              points={shown.points}
              cumulativeM={shown.cumulativeM}
              segmentStarts={shown.segmentStarts}
              hoverIndex={hoverIndex}
              onHoverIndexChange={setHoverIndex}
              label={`Elevation profile of ${trip.name}`}
              height={160}
              locale="en"
            />
          </section>
        </>
      )}
      <TripDaysList days={plan.days} totalM={plan.distanceM} />
      <TripActivitiesList activities={trip.activities} />
      {trip.packs.length > 0 && (
        <section className="public-section" aria-labelledby="pt-packs-heading">
          <h2 id="pt-packs-heading">Packs</h2>
          <ul className="pt-packs">
            {trip.packs.map((pack, index) => (
              <li key={index}>
                <span className="pt-pack-name">
                  {pack.slug ? (
                    <a href={paths.publicPack(trip.owner.username, pack.slug)}>{pack.name}</a>
                  ) : (
                    pack.name
                  )}
                  {pack.isMain && <span className="pp-flag">Main pack</span>}
                </span>
                <span>
                  Base {weightText(pack.totals.baseMg, unit, trip.weightScale)} · Total{' '}
                  {weightText(pack.totals.totalMg, unit, trip.weightScale)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
