import { Link } from 'react-router';
import { useCurrentUser } from '@client/lib/current-user';
import { paths } from '@client/lib/paths';
import type { ActivityOverview, ActivityTotals } from '@client/features/track/api/types';
import { CATEGORY_NAMES } from '@client/lib/activity-categories';
import { formatClimb, formatHoursMinutes, formatKm } from '@client/lib/activity-format';

const PERIODS = [
  ['week', 'This week'],
  ['month', 'This month'],
  ['year', 'This year'],
] as const;

const sum = (totals: readonly ActivityTotals[], key: 'count' | 'distanceM' | 'movingS' | 'gainM') =>
  totals.reduce((total, row) => total + row[key], 0);

const countText = (count: number) => `${count} ${count === 1 ? 'activity' : 'activities'}`;

/** This week, month and year: all categories together, then each category's share. */
export function PeriodTotals({ overview }: { overview: ActivityOverview }) {
  // Each category's own page is the Explorer plan's: on Basic the names are plain text.
  const explorer = useCurrentUser()?.subscriptionPlan === 'explorer';
  return (
    // Focusable: on a phone the periods scroll sideways, and a keyboard must reach them too.
    <section className="track-periods" aria-label="Totals" tabIndex={0}>
      {PERIODS.map(([key, title]) => {
        const totals = overview[key].totals;
        return (
          <article key={key} className="track-period" aria-labelledby={`track-period-${key}`}>
            <h2 id={`track-period-${key}`} className="track-period-title">
              {title}
            </h2>
            <p className="track-period-count">{countText(sum(totals, 'count'))}</p>
            <dl className="track-period-figures">
              <div>
                <dt>Distance</dt>
                <dd>{formatKm(sum(totals, 'distanceM'))}</dd>
              </div>
              <div>
                <dt>Time</dt>
                <dd>{formatHoursMinutes(sum(totals, 'movingS'))}</dd>
              </div>
              <div>
                <dt>Climb</dt>
                <dd>{formatClimb(sum(totals, 'gainM'))}</dd>
              </div>
            </dl>
            {totals.length > 0 && (
              <ul className="track-period-categories">
                {totals.map((row) => (
                  <li key={row.category}>
                    {explorer ? (
                      <Link to={paths.trackCategory(row.category)}>
                        {CATEGORY_NAMES[row.category]}
                      </Link>
                    ) : (
                      <span>{CATEGORY_NAMES[row.category]}</span>
                    )}
                    <span className="muted">
                      {row.count} · {formatKm(row.distanceM)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </article>
        );
      })}
    </section>
  );
}
