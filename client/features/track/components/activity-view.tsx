import { ArrowLeft, Download, Pencil, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { mutate } from 'swr';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { lazyPart, PartLoading } from '@client/components/lazy-part';
import { LoadError } from '@client/components/load-error';
import { PageTitle } from '@client/components/page-title';
import { RoutePreview } from '@client/components/route-preview';
import { ActivityCharts } from './activity-charts';
import { ActivitySplits } from './activity-splits';
import { ActivityTrip } from './activity-trip';
import { errorMessage } from '@client/lib/api-errors';
import { paths } from '@client/lib/paths';
import { toast } from '@client/lib/toast';
import { deleteActivity, useActivity } from '@client/features/track/api/activity';
import { activitiesChanged } from '@client/features/track/api/get-activities';
import { ACTIVITIES_PATH, activityPath } from '@client/features/track/api/activity-paths';
import { activityAddress } from '@client/features/track/utils/activity-address';
import type { ActivityDetail, ActivityRoute } from '@client/features/track/api/types';
import { CATEGORY_NAMES, showsPace } from '@client/lib/activity-categories';
import {
  formatClimb,
  formatDuration,
  formatKm,
  formatPace,
  formatSpeed,
  formatStart,
} from '@client/lib/activity-format';

/**
 * Every cached read of the activities is stale after a change: the overview and one activity
 * (by their keys), and the list's pages (by their version, get-activities.ts).
 */
export const refreshActivities = () => {
  activitiesChanged();
  return mutate((key) => typeof key === 'string' && key.startsWith(ACTIVITIES_PATH), undefined, {
    revalidate: true,
  });
};

/** The form (Formik and Yup with it) loads when first opened, or on intent to open it. */
const EditActivityDialog = lazyPart(() =>
  import('./edit-activity-dialog').then((module) => module.EditActivityDialog),
);

/** The map (Leaflet) loads after the figures show; until then, the route's outline. */
const ActivityMap = lazyPart(() => import('./activity-map').then((module) => module.ActivityMap));

const SOURCE_NAMES: Record<ActivityDetail['source'], string> = {
  file: 'From a file',
  device: 'Uploaded from a device',
  manual: 'Entered by hand',
  strava: 'From Strava',
  garmin: 'From Garmin',
};

const SERVICE_NAMES = { strava: 'Strava', garmin: 'Garmin' } as const;

/**
 * Where it came from, and the services that also have it (one outing from a file, Strava and
 * Garmin is one activity): "From a file, also on Strava and Garmin".
 */
export function sourceWords(activity: Pick<ActivityDetail, 'source' | 'syncedFrom'>): string {
  const also = activity.syncedFrom
    .filter((service) => service !== activity.source)
    .map((service) => SERVICE_NAMES[service]);
  return also.length === 0
    ? SOURCE_NAMES[activity.source]
    : `${SOURCE_NAMES[activity.source]}, also on ${also.join(' and ')}`;
}

/** One activity: its figures, route, laps and notes; deleting it. */
export function ActivityView({ id }: { id: string }) {
  const { data: activity, mutate: reload, ...result } = useActivity(id);
  const error: unknown = result.error;
  if (!activity) {
    return (
      <div className="page track-page activity-page">
        <BackLink />
        {error ? (
          <LoadError
            what="This activity"
            className="message-box"
            error={error}
            onRetry={() => void reload()}
          />
        ) : (
          <p role="status" className="muted">
            Loading the activity…
          </p>
        )}
      </div>
    );
  }
  return <ActivityDetails activity={activity} />;
}

function BackLink() {
  return (
    <Link to={paths.track()} className="activity-back">
      <ArrowLeft aria-hidden="true" size={18} />
      All activities
    </Link>
  );
}

function ActivityDetails({ activity }: { activity: ActivityDetail }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [editShown, setEditShown] = useState(false);
  const { mutate: replace } = useActivity(activity.id);
  const pace = showsPace(activity.category);
  const figures: [string, string][] = [
    ['Distance', formatKm(activity.distanceM)],
    ['Moving time', activity.movingS === null ? '—' : formatDuration(activity.movingS)],
    ['Elapsed time', activity.elapsedS === null ? '—' : formatDuration(activity.elapsedS)],
    ['Climb', formatClimb(activity.gainM)],
    ['Descent', formatClimb(activity.lossM)],
    [
      pace ? 'Pace' : 'Average speed',
      pace ? formatPace(activity.avgSpeedMps) : formatSpeed(activity.avgSpeedMps),
    ],
  ];
  if (activity.maxSpeedMps !== null) figures.push(['Top speed', formatSpeed(activity.maxSpeedMps)]);
  if (activity.avgHeartRate !== null) {
    figures.push(['Heart rate', `${Math.round(activity.avgHeartRate)} bpm`]);
  }
  if (activity.maxHeartRate !== null) {
    figures.push(['Highest heart rate', `${Math.round(activity.maxHeartRate)} bpm`]);
  }
  if (activity.avgCadence !== null) figures.push(['Cadence', `${Math.round(activity.avgCadence)}`]);

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteActivity(activity.id);
      setConfirming(false);
      await refreshActivities();
      toast.success(`Deleted ${activity.name}`);
      void navigate(paths.track(), { replace: true });
    } catch (error) {
      toast.error(`Could not delete ${activity.name}: ${errorMessage(error)}`);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="page track-page activity-page">
      <PageTitle title={activity.name} />
      <BackLink />
      <header className="screen-header activity-header">
        <div>
          <h1>{activity.name}</h1>
          <p className="page-lead screen-header-lead">
            {formatStart(activity.startTime, activity.timeZone, activity.utcOffsetMinutes)} ·{' '}
            {CATEGORY_NAMES[activity.category]} · {sourceWords(activity)}
          </p>
          <FileParts activity={activity} />
        </div>
        <div className="screen-header-actions">
          <button
            type="button"
            className="button"
            onPointerEnter={EditActivityDialog.preload}
            onFocus={EditActivityDialog.preload}
            onClick={() => {
              setEditShown(true);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" size={18} />
            Edit
          </button>
          <button
            type="button"
            className="button button-danger-outline"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" size={18} />
            Delete
          </button>
        </div>
      </header>

      <dl className="activity-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      {activity.route && (
        <ActivityRouteViews name={activity.name} route={activity.route} pace={pace} />
      )}

      {activity.splits.length > 0 && <ActivitySplits splits={activity.splits} pace={pace} />}

      {activity.laps.length > 0 && (
        <section aria-labelledby="activity-laps-title">
          <h2 id="activity-laps-title" className="track-section-title">
            Laps
          </h2>
          <div className="table-scroll">
            <table className="activity-laps">
              <thead>
                <tr>
                  <th scope="col">Lap</th>
                  <th scope="col">Distance</th>
                  <th scope="col">Time</th>
                  <th scope="col">{pace ? 'Pace' : 'Speed'}</th>
                  <th scope="col">Climb</th>
                </tr>
              </thead>
              <tbody>
                {activity.laps.map((lap, index) => (
                  <tr key={lap.startTime}>
                    <th scope="row">{index + 1}</th>
                    <td>{formatKm(lap.distanceM)}</td>
                    <td>{lap.movingS === null ? '—' : formatDuration(lap.movingS)}</td>
                    <td>{pace ? formatPace(lap.avgSpeedMps) : formatSpeed(lap.avgSpeedMps)}</td>
                    <td>{formatClimb(lap.gainM)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <section className="activity-gear" aria-labelledby="activity-gear-title">
        <h2 id="activity-gear-title" className="track-section-title">
          Gear
        </h2>
        {activity.pack || activity.gear.length > 0 ? (
          <ul className="activity-gear-list">
            {activity.pack && (
              <li>
                <Link to={paths.pack(activity.pack.id)}>{activity.pack.name}</Link>
                <span className="muted"> (the pack: every item in it counts the distance)</span>
              </li>
            )}
            {activity.gear.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">
            None named. Edit the activity to add the pack it carried and the gear used (shoes,
            poles), so each item counts its kilometres.
          </p>
        )}
      </section>

      <ActivityTrip
        activity={activity}
        onSaved={(saved) => {
          void replace(saved, { revalidate: false });
          void refreshActivities();
        }}
      />

      <section className="activity-downloads" aria-labelledby="activity-downloads-title">
        <h2 id="activity-downloads-title" className="track-section-title">
          Download
        </h2>
        <div className="activity-download-links">
          <a className="button" href={`${activityPath(activity.id)}/gpx`} download>
            <Download aria-hidden="true" size={18} />
            GPX
          </a>
          {activity.hasFile && (
            <a className="button" href={`${activityPath(activity.id)}/original`} download>
              <Download aria-hidden="true" size={18} />
              The uploaded file
            </a>
          )}
        </div>
      </section>

      {activity.notes && (
        <section aria-labelledby="activity-notes-title">
          <h2 id="activity-notes-title" className="track-section-title">
            Notes
          </h2>
          <p className="activity-notes">{activity.notes}</p>
        </section>
      )}

      {editShown && (
        <PartLoading>
          <EditActivityDialog.Component
            activity={activity}
            open={editing}
            onClose={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false);
              void replace(saved, { revalidate: false });
              void refreshActivities();
              toast.success('Saved');
            }}
          />
        </PartLoading>
      )}

      <ConfirmDialog
        open={confirming}
        title={`Delete ${activity.name}?`}
        confirmLabel={deleting ? 'Deleting…' : 'Delete'}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>The activity and its figures go for good.</p>
      </ConfirmDialog>
    </div>
  );
}

/** The route on the map and the charts along it, pointing at the same point. */
function ActivityRouteViews({
  name,
  route,
  pace,
}: {
  name: string;
  route: ActivityRoute;
  pace: boolean;
}) {
  const [hoverIndex, setHoverIndex] = useState<number | null>(null);
  return (
    <>
      <div className="activity-map">
        <Suspense
          fallback={
            <RoutePreview
              preview={route.points.map(([latitude, longitude]) => [latitude, longitude])}
              segmentStarts={route.segmentStarts}
              label={`Route of ${name}`}
              size={320}
            />
          }
        >
          <ActivityMap.Component
            name={name}
            route={route}
            hoverIndex={hoverIndex}
            onHoverIndexChange={setHoverIndex}
          />
        </Suspense>
      </div>
      <ActivityCharts
        name={name}
        route={route}
        pace={pace}
        hoverIndex={hoverIndex}
        onHoverIndexChange={setHoverIndex}
      />
    </>
  );
}

/**
 * The parts of the multi-sport file this activity was read from (a triathlon's swim, ride and
 * run), kept together: where it stands among them, and the way to the others.
 */
function FileParts({ activity }: { activity: ActivityDetail }) {
  const parts = activity.fileParts;
  if (parts.length < 2) return null;
  const index = parts.findIndex((part) => part.id === activity.id);
  return (
    <nav className="activity-parts" aria-label="Parts of the multi-sport activity">
      Part {index + 1} of {parts.length} of one multi-sport recording:{' '}
      {parts.map((part, k) => (
        <span key={part.id}>
          {k > 0 && ' · '}
          {part.id === activity.id ? (
            <span aria-current="page">{part.name}</span>
          ) : (
            <Link to={activityAddress(part.id)}>{part.name}</Link>
          )}
        </span>
      ))}
    </nav>
  );
}
