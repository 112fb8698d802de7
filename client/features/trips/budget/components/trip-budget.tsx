import { useMemo } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { AlongRouteChart } from '@client/components/elevation-profile';
import { formatWeight } from '@client/lib/number-format';
import type { TripDetail } from '@client/features/trips/api/types';
import type { TripMutations } from '@client/features/trips/hooks/use-trip-mutations';
import { indexNearestAlong } from '@client/features/trips/utils/along-index';
import type { TripFigures } from '@client/features/trips/utils/trip-figures';
import { BudgetSettingsForm } from './budget-settings-form';

interface TripBudgetProps {
  trip: TripDetail;
  figures: TripFigures;
  unit: WeightUnit;
  mutations: Pick<TripMutations, 'update'>;
  /** The route point hovered on the map or the profile, shared with this chart. */
  hoverIndex: number | null;
  onHoverIndexChange: (index: number | null) => void;
}

/**
 * What is on your back along the trip: the main pack's base weight, the food still to eat and
 * the water to the next source, as a chart along the route, with the heaviest moment named.
 */
export function TripBudget(props: TripBudgetProps) {
  const { trip, figures, unit, mutations, hoverIndex, onHoverIndexChange } = props;
  const { samples, heaviest } = figures.budget;
  const alongs = useMemo(() => samples.map((sample) => sample.alongM), [samples]);
  const grams = useMemo(() => samples.map((sample) => sample.totalGrams), [samples]);
  const cumulativeM = figures.profile.cumulativeM;
  const routeAlong = hoverIndex === null ? null : cumulativeM[hoverIndex];
  const sampleIndex =
    routeAlong === undefined || routeAlong === null ? null : indexNearestAlong(alongs, routeAlong);
  const weight = (g: number) => formatWeight(Math.round(g * 1000), unit);

  return (
    <section className="trip-section" aria-labelledby="trip-budget-heading">
      <h2 id="trip-budget-heading">Food and water</h2>
      {figures.points.length < 2 ? (
        <p className="muted">With a route, this shows what you carry along it, day by day.</p>
      ) : (
        <>
          {heaviest && (
            <p className="trip-heaviest">
              Heaviest: {heaviest.label}: <strong>{weight(heaviest.totalGrams)}</strong>
            </p>
          )}
          {figures.baseMg === 0 && (
            <p className="muted">
              Without a main pack only food and water count: add a pack below to carry its base
              weight too.
            </p>
          )}
          <AlongRouteChart
            alongM={alongs}
            values={grams}
            label={`Carried weight along ${trip.name}`}
            valueName="Carried weight"
            formatValue={weight}
            // Zero has no unit to show: "0 g" under "2 kg" mixed two units on one axis.
            formatTick={(g) => (g === 0 ? '0' : weight(g))}
            hoverIndex={sampleIndex}
            onHoverIndexChange={(index) => {
              const along = index === null ? undefined : alongs[index];
              onHoverIndexChange(
                along === undefined ? null : indexNearestAlong(cumulativeM, along),
              );
            }}
            emptyMessage="Nothing to carry yet."
            height={160}
            fromZero
            marks={figures.days.flatMap((day) =>
              day.endsAt ? [{ alongM: day.endAlongM, label: `Camp: ${day.endsAt.name}` }] : [],
            )}
          />
        </>
      )}
      <BudgetSettingsForm
        key={`${trip.foodPerDayGrams ?? ''}-${trip.waterLitresPerHour}`}
        trip={trip}
        mutations={mutations}
      />
    </section>
  );
}
