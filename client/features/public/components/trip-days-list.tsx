import type { PublicTripDay } from '@client/features/public/api/types';
import {
  dayDateText,
  gramsText,
  distanceText,
  hoursText,
  litresText,
  metresText,
} from '@client/features/public/utils/public-format';

interface TripDaysListProps {
  days: readonly PublicTripDay[];
  totalM: number;
}

/** "Start → Tarn camp", "Tarn camp → Finish", or "Rest day" once the route is done. */
function stageOf(days: readonly PublicTripDay[], index: number, totalM: number): string {
  const day = days[index];
  if (!day) return '';
  if (day.distanceM === 0 && (index > 0 || totalM === 0)) {
    return totalM === 0 ? 'No route' : 'Rest day';
  }
  const from = index === 0 ? 'Start' : (days[index - 1]?.endsAt ?? 'Start');
  return `${from} → ${day.endsAt ?? 'Finish'}`;
}

/** Day by day, read-only: date, stage, distance, climb, moving time, food and water. */
export function TripDaysList({ days, totalM }: TripDaysListProps) {
  return (
    <section className="public-section" aria-labelledby="pt-days-heading">
      <h2 id="pt-days-heading">Day by day</h2>
      <ol className="pt-days">
        {days.map((day, index) => {
          return (
            <li key={day.day} className="pt-day">
              <h3>
                Day {day.day}
                {day.date && <span className="pt-day-date"> {dayDateText(day.date)}</span>}
              </h3>
              <p className="pt-day-stage">{stageOf(days, index, totalM)}</p>
              <dl className="pt-figures">
                {totalM > 0 && (
                  <>
                    <div>
                      <dt>Distance</dt>
                      <dd>{distanceText(day.distanceM)}</dd>
                    </div>
                    <div>
                      <dt>Gain</dt>
                      <dd>{metresText(day.gainM)}</dd>
                    </div>
                    <div>
                      <dt>Moving</dt>
                      <dd>{hoursText(day.movingHours)}</dd>
                    </div>
                  </>
                )}
                <div>
                  <dt>Food</dt>
                  <dd>{gramsText(day.foodGrams)}</dd>
                </div>
                <div>
                  <dt>Water</dt>
                  <dd>{litresText(day.waterLitres)}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
