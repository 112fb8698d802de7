import { ArrowLeft, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@client/components/load-error';
import { PageTitle } from '@client/components/page-title';
import { errorCode } from '@client/lib/api-error-code';
import { retirementText } from '@client/lib/gear-wear';
import { paths } from '@client/lib/paths';
import {
  useActivityAnalytics,
  type ActivityAnalytics,
  type ActivityBest,
} from '@client/features/track/api/get-analytics';
import type { ActivityCategory } from '@client/features/track/api/types';
import { activityAddress } from '@client/features/track/utils/activity-address';
import { CATEGORY_NAMES } from '@client/lib/activity-categories';
import {
  formatClimb,
  formatDuration,
  formatHoursMinutes,
  formatKm,
} from '@client/lib/activity-format';
import { monthSeries, weekSeries, type Measure } from '@client/features/track/utils/period-series';
import { GearDefaultsSection } from './gear-defaults';
import { PeriodBars } from './period-bars';

const MEASURES: { measure: Measure; name: string; format: (value: number) => string }[] = [
  { measure: 'distanceM', name: 'Distance', format: formatKm },
  { measure: 'movingS', name: 'Time', format: formatHoursMinutes },
  { measure: 'gainM', name: 'Climb', format: formatClimb },
];

const weekLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const monthLabel = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});
const dayText = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const at = (date: string) => new Date(`${date}T00:00:00Z`);

/** /track/{category} (Explorer): one category's weeks and months, all-time totals and bests. */
export function CategoryPage({ category }: { category: ActivityCategory }) {
  const { data, mutate, ...result } = useActivityAnalytics(category);
  const error: unknown = result.error;
  const name = CATEGORY_NAMES[category];
  return (
    <div className="page track-page category-page">
      <PageTitle title={name} />
      <Link to={paths.track()} className="activity-back">
        <ArrowLeft aria-hidden="true" size={18} />
        All activities
      </Link>
      <header className="screen-header">
        <div>
          <h1>{name}</h1>
          <p className="page-lead screen-header-lead">
            Week by week and month by month, and your best.
          </p>
        </div>
      </header>
      {data ? (
        <CategoryFigures analytics={data} name={name} />
      ) : errorCode(error) === 'PLAN_REQUIRED' ? (
        <div className="message-box track-message">
          <Lock aria-hidden="true" size={36} className="message-box-icon" />
          <h2>Part of the Explorer plan</h2>
          <p>Analytics for each kind of activity, with your personal bests, come with Explorer.</p>
          <Link to={paths.account()} className="button button-primary">
            See the plans on your account
          </Link>
        </div>
      ) : error ? (
        <LoadError
          what={`Your ${name.toLowerCase()} figures`}
          className="message-box"
          error={error}
          onRetry={() => void mutate()}
        />
      ) : (
        <p role="status" className="muted">
          Loading…
        </p>
      )}
    </div>
  );
}

function Best({
  title,
  best,
  value,
}: {
  title: string;
  best: ActivityBest | null;
  value: (v: number) => string;
}) {
  return (
    <div className="track-best">
      <dt>{title}</dt>
      <dd>
        {best ? (
          <>
            <span className="track-best-value">{value(best.value)}</span>
            <Link to={activityAddress(best.activityId)}>{best.name}</Link>
            <span className="muted">{dayText.format(new Date(best.startTime))}</span>
          </>
        ) : (
          <span className="muted">Not yet</span>
        )}
      </dd>
    </div>
  );
}

function CategoryFigures({ analytics, name }: { analytics: ActivityAnalytics; name: string }) {
  const [measure, setMeasure] = useState<Measure>('distanceM');
  const chosen = MEASURES.find((item) => item.measure === measure) ?? MEASURES[0];
  if (!chosen) return null;
  const { allTime, bests } = analytics;
  return (
    <>
      <section className="track-periods" aria-label="All time">
        <article className="track-period">
          <h2 className="track-period-title">All time</h2>
          <p className="track-period-count">
            {allTime.count} {allTime.count === 1 ? 'activity' : 'activities'}
          </p>
          <dl className="track-period-figures">
            <div>
              <dt>Distance</dt>
              <dd>{formatKm(allTime.distanceM)}</dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd>{formatHoursMinutes(allTime.movingS)}</dd>
            </div>
            <div>
              <dt>Climb</dt>
              <dd>{formatClimb(allTime.gainM)}</dd>
            </div>
          </dl>
        </article>
      </section>

      <section aria-labelledby="track-bests-title" className="track-bests-section">
        <h2 id="track-bests-title" className="track-section-title">
          Personal bests
        </h2>
        <dl className="track-bests">
          <Best title="Longest" best={bests.longest} value={formatKm} />
          <Best title="Most climb" best={bests.mostGain} value={formatClimb} />
          <Best title="Fastest 5 km" best={bests.fastest5k} value={formatDuration} />
          <Best title="Fastest 10 km" best={bests.fastest10k} value={formatDuration} />
        </dl>
      </section>

      <section aria-labelledby="track-gear-title" className="track-bests-section">
        <h2 id="track-gear-title" className="track-section-title">
          Gear mileage
        </h2>
        {analytics.gear.length === 0 ? (
          <p className="muted">
            Name the gear on an activity (shoes, poles) or the pack it carried, and each item counts
            its kilometres here.
          </p>
        ) : (
          <div className="table-scroll">
            <table className="activity-laps track-gear">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Activities</th>
                  <th scope="col">Distance</th>
                  <th scope="col">Time</th>
                </tr>
              </thead>
              <tbody>
                {analytics.gear.map((item) => (
                  <tr key={item.gearItemId}>
                    <th scope="row">
                      {item.name}
                      {!item.direct && <span className="muted"> (in the pack)</span>}
                      <ItemRetirement item={item} />
                    </th>
                    <td>{item.count}</td>
                    <td>{formatKm(item.distanceM)}</td>
                    <td>{formatHoursMinutes(item.movingS)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <GearDefaultsSection category={analytics.category} name={name} />

      <section aria-labelledby="track-trend-title">
        <div className="track-activities-head">
          <h2 id="track-trend-title" className="track-section-title">
            Over time
          </h2>
          <div className="track-measures" role="group" aria-label="Measure">
            {MEASURES.map((item) => (
              <button
                key={item.measure}
                type="button"
                className="button button-small"
                aria-pressed={item.measure === measure}
                onClick={() => setMeasure(item.measure)}
              >
                {item.name}
              </button>
            ))}
          </div>
        </div>
        <PeriodBars
          title={`${chosen.name} by week, the last year`}
          periods={weekSeries(analytics.weeks, analytics.today)}
          measure={measure}
          format={chosen.format}
          label={(start) => weekLabel.format(at(start))}
          labelEvery={8}
        />
        <PeriodBars
          title={`${chosen.name} by month, the last two years`}
          periods={monthSeries(analytics.months, analytics.today)}
          measure={measure}
          format={chosen.format}
          label={(start) => monthLabel.format(at(start))}
          labelEvery={3}
        />
      </section>
    </>
  );
}

/**
 * Under an item's name: its wear over every kind of activity (shoes worn on runs and walks
 * alike) against the distance it should be retired after, the hint from 90 %; nothing for an
 * item without a limit.
 */
function ItemRetirement({ item }: { item: ActivityAnalytics['gear'][number] }) {
  if (item.retirementDistanceM === null) return null;
  const text = retirementText({
    distanceM: item.totalDistanceM,
    limitM: item.retirementDistanceM,
    hint: item.retirementHint,
  });
  return (
    <span className="track-gear-wear">
      {item.retirementHint ? (
        <span className={`badge wear-hint is-${item.retirementHint}`}>{text}</span>
      ) : (
        <span className="muted">{text}</span>
      )}
    </span>
  );
}
