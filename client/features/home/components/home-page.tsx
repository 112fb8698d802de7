import '@client/styles/home.css';
import type { WeightUnit } from '@domain/weight-units';
import { IntentLink } from '@client/components/intent-link';
import { LoadError } from '@client/components/load-error';
import { PageTitle } from '@client/components/page-title';
import { useWeightUnit } from '@client/hooks/use-weight-unit';
import { CATEGORY_NAMES, isCategory } from '@client/lib/activity-categories';
import { formatClimb, formatHoursMinutes, formatKm } from '@client/lib/activity-format';
import { displayLocale } from '@client/lib/currencies';
import { useCurrentUser } from '@client/lib/current-user';
import { formatWeight } from '@client/lib/number-format';
import { paths } from '@client/lib/paths';
import { useHome, type Home } from '@client/features/home/api/home';
import { tripCountdown } from '@client/features/home/utils/countdown';
import { GettingStarted } from './getting-started';

const formatDay = (day: string) =>
  new Intl.DateTimeFormat(displayLocale(), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`));

/** /home: what is next, what changed, and the library and activities at a glance. */
export function HomePage() {
  const result = useHome();
  const { data: home, mutate } = result;
  const error: unknown = result.error;
  const [unit] = useWeightUnit();
  const user = useCurrentUser();
  const greeting = user?.givenName ? `Hello, ${user.givenName}.` : 'Hello.';
  return (
    <div className="page home-page">
      <PageTitle title="Home" />
      <header className="screen-header">
        <div>
          <h1>Home</h1>
          <p className="page-lead screen-header-lead">
            {greeting} Here is where your gear, packs and trips stand.
          </p>
        </div>
      </header>
      {home === undefined ? (
        error ? (
          <LoadError what="Your home screen" error={error} onRetry={() => void mutate()} />
        ) : (
          <p className="home-muted" role="status">
            Loading…
          </p>
        )
      ) : (
        <div className="home-grid">
          <GettingStarted started={home.started} />
          <NextTrip home={home} unit={unit} />
          <RecentPacks home={home} unit={unit} />
          <Library home={home} unit={unit} />
          <Activities home={home} />
        </div>
      )}
    </div>
  );
}

function NextTrip({ home, unit }: { home: Home; unit: WeightUnit }) {
  const trip = home.nextTrip;
  return (
    <section className="home-card home-trip" aria-labelledby="home-trip-heading">
      <h2 id="home-trip-heading">Next trip</h2>
      {trip ? (
        <>
          <p className="home-trip-name">
            <IntentLink to={paths.trip(trip.id)}>{trip.name}</IntentLink>
          </p>
          <p className="home-trip-when">
            <strong>{tripCountdown(home.today, trip.startDate, trip.endDate)}</strong>
            <span className="home-muted">
              {trip.startDate === trip.endDate
                ? formatDay(trip.startDate)
                : `${formatDay(trip.startDate)} – ${formatDay(trip.endDate)}`}
            </span>
          </p>
          {trip.mainPack ? (
            <p className="home-trip-pack">
              <IntentLink to={paths.pack(trip.mainPack.id)}>{trip.mainPack.name}</IntentLink>
              {': base weight '}
              <strong>{formatWeight(trip.mainPack.totals.baseMg, unit)}</strong>
            </p>
          ) : (
            <p className="home-muted">No pack chosen for it yet.</p>
          )}
        </>
      ) : (
        <p className="home-muted">
          Nothing planned. <IntentLink to={paths.trips()}>Plan a trip</IntentLink>
        </p>
      )}
    </section>
  );
}

function RecentPacks({ home, unit }: { home: Home; unit: WeightUnit }) {
  return (
    <section className="home-card" aria-labelledby="home-packs-heading">
      <h2 id="home-packs-heading">Packs changed lately</h2>
      {home.recentPacks.length === 0 ? (
        <p className="home-muted">
          No packs yet. <IntentLink to={paths.packs()}>Build one</IntentLink>
        </p>
      ) : (
        <ul className="home-list">
          {home.recentPacks.map((pack) => (
            <li key={pack.id}>
              <IntentLink to={paths.pack(pack.id)}>{pack.name}</IntentLink>
              <span className="home-figure">
                {formatWeight(pack.totals.baseMg, unit)} base · {pack.lineCount}{' '}
                {pack.lineCount === 1 ? 'line' : 'lines'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Library({ home, unit }: { home: Home; unit: WeightUnit }) {
  const { library, heaviest } = home;
  const top = heaviest[0]?.weightMg ?? 0;
  return (
    <section className="home-card home-library" aria-labelledby="home-library-heading">
      <h2 id="home-library-heading">Your library</h2>
      <dl className="home-figures">
        <div>
          <dt>Items</dt>
          <dd>{library.items}</dd>
        </div>
        <div>
          <dt>Weight</dt>
          <dd>{formatWeight(library.totalMg, unit)}</dd>
        </div>
        <div>
          <dt>In no pack</dt>
          <dd>{library.notInPack}</dd>
        </div>
      </dl>
      {heaviest.length > 0 && (
        <>
          <h3 className="home-subheading">The heaviest</h3>
          <ol className="home-heaviest">
            {heaviest.map((item) => (
              <li key={item.id}>
                <IntentLink to={paths.gearItem(item.id)} className="home-heaviest-name">
                  {item.name}
                </IntentLink>
                <span className="home-figure">{formatWeight(item.weightMg, unit)}</span>
                <span
                  className="home-bar"
                  aria-hidden="true"
                  style={{ width: `${top > 0 ? Math.max(2, (item.weightMg / top) * 100) : 0}%` }}
                />
              </li>
            ))}
          </ol>
        </>
      )}
      {library.items === 0 && (
        <p className="home-muted">
          <IntentLink to={paths.gear()}>Add gear</IntentLink> to see it here.
        </p>
      )}
    </section>
  );
}

function Activities({ home }: { home: Home }) {
  const { month, activities } = home;
  return (
    <section className="home-card" aria-labelledby="home-activities-heading">
      <h2 id="home-activities-heading">Activities</h2>
      <dl className="home-figures">
        <div>
          <dt>This month</dt>
          <dd>{month.count}</dd>
        </div>
        <div>
          <dt>Distance</dt>
          <dd>{formatKm(month.distanceM)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatHoursMinutes(month.movingS)}</dd>
        </div>
        <div>
          <dt>Climb</dt>
          <dd>{formatClimb(month.gainM)}</dd>
        </div>
      </dl>
      {activities.length === 0 ? (
        <p className="home-muted">
          None yet. <IntentLink to={paths.track()}>Add or import one</IntentLink>
        </p>
      ) : (
        <ul className="home-list">
          {activities.map((activity) => (
            <li key={activity.id}>
              <IntentLink to={paths.activity(activity.id)}>{activity.name}</IntentLink>
              <span className="home-figure">
                {formatDay(activity.day)} ·{' '}
                {isCategory(activity.category) ? CATEGORY_NAMES[activity.category] : ''}
                {activity.distanceM !== null ? ` · ${formatKm(activity.distanceM)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
