import { Archive, Footprints, Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { lazyPart, PartLoading } from '@client/components/lazy-part';
import { LoadError } from '@client/components/load-error';
import { PageTitle } from '@client/components/page-title';
import { useSearchParamSetter } from '@client/hooks/use-search-param-setter';
import { useActivities } from '@client/features/track/api/get-activities';
import { useActivityOverview, viewerTimeZone } from '@client/features/track/api/get-overview';
import { localToInstant } from '@client/features/track/utils/local-time';
import { useActivityUploads } from '@client/features/track/hooks/use-activity-uploads';
import type { ActivityCategory } from '@client/features/track/api/types';
import { ACTIVITY_PARAM, activityAddress } from '@client/features/track/utils/activity-address';
import { CATEGORY_CHOICES, isCategory } from '@client/lib/activity-categories';
import { ActivityCalendar } from './activity-calendar';
import { ActivityCard } from './activity-card';
import { ActivityUploads, FileDropArea, UploadFilesButton } from './activity-uploads';
import { ActivityView, refreshActivities } from './activity-view';
import { PeriodTotals } from './period-totals';

/** The form (Formik and Yup with it) loads when first opened, or on intent to open it. */
/** The Strava export's import (its dialog and the job's progress) loads when first opened. */
const StravaImportDialog = lazyPart(() =>
  import('./strava-import-dialog').then((module) => module.StravaImportDialog),
);

const NewActivityDialog = lazyPart(() =>
  import('./new-activity-dialog').then((module) => module.NewActivityDialog),
);

const CATEGORY_PARAM = 'category';
const FROM_PARAM = 'from';
const TO_PARAM = 'to';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the URL ('2026-05-01'), else null. */
const dayParam = (value: string | null) => (value && DAY.test(value) ? value : null);

/** The day after `date`, for a bound that includes the whole last day. */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** /track: the totals, the year's calendar and the activities; one activity by its query. */
export function TrackPage() {
  const [params] = useSearchParams();
  const activityId = params.get(ACTIVITY_PARAM);
  return activityId ? <ActivityView key={activityId} id={activityId} /> : <TrackOverview />;
}

function TrackOverview() {
  const [params, setParam] = useSearchParamSetter();
  const navigate = useNavigate();
  const wanted = params.get(CATEGORY_PARAM) ?? '';
  const category: ActivityCategory | null = isCategory(wanted) ? wanted : null;
  const overview = useActivityOverview();
  const overviewError: unknown = overview.error;
  const fromDay = dayParam(params.get(FROM_PARAM));
  const toDay = dayParam(params.get(TO_PARAM));
  const zone = viewerTimeZone();
  const list = useActivities({
    category,
    from: fromDay ? localToInstant(fromDay, '00:00', zone) : null,
    to: toDay ? localToInstant(nextDay(toDay), '00:00', zone) : null,
  });
  const uploads = useActivityUploads(() => void refreshActivities());
  const [adding, setAdding] = useState(false);
  const [formShown, setFormShown] = useState(false);
  const add = () => {
    setFormShown(true);
    setAdding(true);
  };
  const [importing, setImporting] = useState(false);
  const [importShown, setImportShown] = useState(false);
  const filtered = category !== null || fromDay !== null || toDay !== null;
  const empty = list.activities?.length === 0 && !filtered;

  return (
    <FileDropArea onFiles={uploads.add}>
      <div className="page track-page">
        <PageTitle title="Track" />
        <header className="screen-header track-header">
          <div>
            <h1>Track</h1>
            <p className="page-lead screen-header-lead">
              Your activities: distance, time and climb, week by week.
            </p>
          </div>
          <div className="screen-header-actions">
            <button
              type="button"
              className="button"
              onPointerEnter={NewActivityDialog.preload}
              onFocus={NewActivityDialog.preload}
              onClick={add}
            >
              <Plus aria-hidden="true" size={18} />
              Add activity
            </button>
            <button
              type="button"
              className="button"
              onPointerEnter={StravaImportDialog.preload}
              onFocus={StravaImportDialog.preload}
              onClick={() => {
                setImportShown(true);
                setImporting(true);
              }}
            >
              <Archive aria-hidden="true" size={18} />
              Import from Strava
            </button>
            <UploadFilesButton onFiles={uploads.add} primary />
          </div>
        </header>

        <ActivityUploads uploads={uploads.uploads} onClear={uploads.clear} />

        {overviewError ? (
          <LoadError
            what="Your totals"
            className="message-box"
            error={overviewError}
            onRetry={() => void overview.mutate()}
          />
        ) : overview.data ? (
          !empty && (
            <>
              <PeriodTotals overview={overview.data} />
              <ActivityCalendar overview={overview.data} />
            </>
          )
        ) : (
          <div className="track-periods track-skeleton" role="status">
            <span className="visually-hidden">Loading your totals…</span>
            {[0, 1, 2].map((index) => (
              <div key={index} className="track-period" aria-hidden="true">
                <span className="skeleton-bar" style={{ width: '40%' }} />
                <span className="skeleton-bar" style={{ width: '70%' }} />
              </div>
            ))}
          </div>
        )}

        {empty ? (
          <div className="message-box track-message">
            <Footprints aria-hidden="true" size={40} className="message-box-icon" />
            <h2>Your first activity</h2>
            <p>
              Upload what your watch, bike computer or phone recorded (FIT, TCX or GPX files,
              several at once, or drop them here), or add an outing by hand. Each one adds to the
              week’s, month’s and year’s totals and to the calendar.
            </p>
            <div className="track-message-actions">
              <UploadFilesButton onFiles={uploads.add} primary />
              <button type="button" className="button" onClick={add}>
                <Plus aria-hidden="true" size={18} />
                Add activity
              </button>
            </div>
          </div>
        ) : (
          <section className="track-activities" aria-labelledby="track-activities-title">
            <div className="track-activities-head">
              <h2 id="track-activities-title" className="track-section-title">
                Activities
              </h2>
              <div className="track-filters">
                <label className="track-filter">
                  <span>Show</span>
                  <select
                    className="input"
                    value={category ?? ''}
                    onChange={(event) => setParam(CATEGORY_PARAM, event.target.value)}
                  >
                    <option value="">Every category</option>
                    {CATEGORY_CHOICES.map(({ category: value, name }) => (
                      <option key={value} value={value}>
                        {name}
                      </option>
                    ))}
                  </select>
                </label>
                <DayFilter
                  label="From"
                  day={fromDay}
                  max={toDay}
                  onChange={(day) => setParam(FROM_PARAM, day)}
                />
                <DayFilter
                  label="To"
                  day={toDay}
                  min={fromDay}
                  onChange={(day) => setParam(TO_PARAM, day)}
                />
              </div>
            </div>
            {list.error && !list.activities ? (
              <LoadError
                what="Your activities"
                className="message-box"
                error={list.error}
                onRetry={list.reload}
              />
            ) : !list.activities ? (
              <p role="status" className="muted">
                Loading your activities…
              </p>
            ) : list.activities.length === 0 ? (
              <p className="muted">No activities here: try another category or other days.</p>
            ) : (
              <>
                <ul className="activity-cards">
                  {list.activities.map((activity) => (
                    <ActivityCard key={activity.id} activity={activity} />
                  ))}
                </ul>
                {list.hasMore && (
                  <button
                    type="button"
                    className="button track-more"
                    disabled={list.loadingMore}
                    onClick={list.loadMore}
                  >
                    {list.loadingMore ? 'Loading…' : 'Show more'}
                  </button>
                )}
              </>
            )}
          </section>
        )}

        {importShown && (
          <PartLoading>
            <StravaImportDialog.Component
              open={importing}
              onClose={() => setImporting(false)}
              onChanged={() => void refreshActivities()}
            />
          </PartLoading>
        )}

        {formShown && (
          <PartLoading>
            <NewActivityDialog.Component
              open={adding}
              onClose={() => setAdding(false)}
              onCreated={(activity) => {
                setAdding(false);
                void refreshActivities().then(() => navigate(activityAddress(activity.id)));
              }}
            />
          </PartLoading>
        )}
      </div>
    </FileDropArea>
  );
}

/** A day bound of the list (From, To): a date field, empty for none. */
function DayFilter({
  label,
  day,
  min,
  max,
  onChange,
}: {
  label: string;
  day: string | null;
  min?: string | null;
  max?: string | null;
  onChange: (day: string) => void;
}) {
  return (
    <label className="track-filter">
      <span>{label}</span>
      <input
        type="date"
        className="input"
        value={day ?? ''}
        min={min ?? undefined}
        max={max ?? undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
