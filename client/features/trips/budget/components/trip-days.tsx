import type { TripDay } from '@domain/route/trip-days';
import type { TripDetail } from '@client/features/trips/api/types';
import type { DayOverrides } from '@client/features/trips/budget/hooks/use-day-overrides';
import {
  formatDistance,
  formatHours,
  formatLitres,
  formatMetres,
  formatTenths,
} from '@client/features/trips/utils/route-format';
import { formatDayDate } from '@client/features/trips/utils/trip-dates';
import type { TripFigures } from '@client/features/trips/utils/trip-figures';
import { DaySupplyField } from './day-supply-field';

interface TripDaysProps {
  trip: TripDetail;
  figures: TripFigures;
  overrides: DayOverrides;
}

/** "Start → Tarn camp", "Tarn camp → Finish", or "Rest day" once the route is done. */
function stageOf(days: readonly TripDay[], index: number, totalM: number): string {
  const day = days[index];
  if (!day) return '';
  if (day.distanceM === 0 && (index > 0 || totalM === 0)) {
    return totalM === 0 ? 'No route yet' : 'Rest day';
  }
  const from = index === 0 ? 'Start' : (days[index - 1]?.endsAt?.name ?? 'Start');
  const to = day.endsAt?.name ?? 'Finish';
  return `${from} → ${to}`;
}

/**
 * Day by day: each day's date, its stage between camps with distance, climb and moving time,
 * and the food and water of the day (worked out, or set by the user).
 */
export function TripDays({ trip, figures, overrides }: TripDaysProps) {
  const { days } = figures;
  const totalM = figures.profile.distanceM;
  return (
    <section className="trip-section" aria-labelledby="trip-days-heading">
      <h2 id="trip-days-heading">Day by day</h2>
      <p className="trip-section-lead">
        Camp waypoints on the route end the days. Food and water are worked out from{' '}
        {trip.effectiveFoodPerDayGrams} g of food a day and {formatLitres(trip.waterLitresPerHour)}{' '}
        of water an hour on the move; type a figure to set a day’s own.
      </p>
      <ol className="trip-days">
        {days.map((day, index) => {
          const budget = figures.budget.days[index];
          return (
            <li key={day.day} className="trip-day">
              <h3 className="trip-day-title">
                Day {day.day}
                {day.date && <span className="trip-day-date">{formatDayDate(day.date)}</span>}
              </h3>
              <p className="trip-day-stage">{stageOf(days, index, totalM)}</p>
              {totalM > 0 && (
                <dl className="trip-day-figures">
                  <div>
                    <dt>Distance</dt>
                    <dd>{formatDistance(day.distanceM)}</dd>
                  </div>
                  <div>
                    <dt>Gain</dt>
                    <dd>{formatMetres(figures.climbKnown ? day.gainM : null)}</dd>
                  </div>
                  <div>
                    <dt>Moving</dt>
                    <dd>{formatHours(day.movingHours)}</dd>
                  </div>
                </dl>
              )}
              <div className="trip-day-supplies">
                <DaySupplyField
                  day={day.day}
                  field="foodGrams"
                  label="Food"
                  unit="g"
                  workedOut={String(Math.round(trip.effectiveFoodPerDayGrams))}
                  overrides={overrides}
                />
                {/* Water is carried while moving: a day without moving has none to set. */}
                {day.movingHours > 0 || budget?.waterOverridden ? (
                  <DaySupplyField
                    day={day.day}
                    field="waterLitres"
                    label="Water"
                    unit="l"
                    workedOut={formatTenths(
                      budget && !budget.waterOverridden
                        ? budget.waterLitres
                        : trip.waterLitresPerHour * day.movingHours,
                    )}
                    overrides={overrides}
                  />
                ) : (
                  <p className="trip-supply-none muted">No water to carry: no moving this day.</p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
