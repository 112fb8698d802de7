import { Link2, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { JobProgress } from '@client/components/job-progress';
import { useJobEnd } from '@client/features/track/hooks/use-job-end';
import { counted } from '@client/features/track/utils/counted';
import { useDebouncedValue } from '@client/hooks/use-debounced-value';
import { errorMessage } from '@client/lib/api-errors';
import { isJobActive, useJob } from '@client/lib/api/jobs';
import { startStravaLink, useStravaConnection } from '@client/lib/api/strava';
import {
  historySummary,
  mapStravaGear,
  startStravaHistoryImport,
  useLatestStravaHistory,
  useStravaGear,
  type StravaGear,
  type StravaHistorySummary,
} from '@client/features/track/api/strava-history';
import { useItemSearch } from './gear-used-fields';

/**
 * The linked Strava account as a source of activities: Connect Strava where the server has an
 * app and the user no link; with one, the whole history imported as a job (its progress, its
 * waits for Strava's rate limit, what it did), and the Strava gear mapped to library items.
 */
export function StravaAccountImport({ open, onChanged }: { open: boolean; onChanged: () => void }) {
  const { data: connection, ...result } = useStravaConnection();
  const error: unknown = result.error;
  const [problem, setProblem] = useState<string | null>(null);
  if (error) return <p className="field-error">Your Strava link could not be read.</p>;
  if (!connection) return <p className="muted">Reading your Strava link…</p>;
  if (!connection.configured) {
    return (
      <p className="field-hint">
        This server has no Strava connection set up, so your activities come from Strava’s export
        (below) or from files.
      </p>
    );
  }
  if (!connection.connected) {
    return (
      <div className="strava-account">
        <p className="field-hint">
          Link your Strava account and Packtrail reads your whole history from it, with routes,
          heart rate and gear.
        </p>
        <button
          type="button"
          className="button button-primary"
          onClick={() =>
            void startStravaLink().catch((failure) => setProblem(errorMessage(failure)))
          }
        >
          <Link2 aria-hidden="true" size={18} />
          Connect Strava
        </button>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="strava-account">
      <HistoryImport open={open} onChanged={onChanged} />
      <GearMapping open={open} />
    </div>
  );
}

function HistoryImport({ open, onChanged }: { open: boolean; onChanged: () => void }) {
  const latest = useLatestStravaHistory(open);
  const [startedId, setStartedId] = useState<string | null>(null);
  const jobId = startedId ?? latest.data?.[0]?.id ?? null;
  const { data: job } = useJob(open ? jobId : null);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useJobEnd(job, onChanged);

  const start = async () => {
    setStarting(true);
    setProblem(null);
    try {
      setStartedId((await startStravaHistoryImport()).jobId);
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setStarting(false);
    }
  };

  const active = job !== undefined && isJobActive(job);
  const summary = historySummary(job);
  return (
    <section aria-labelledby="strava-history-heading">
      <h3 id="strava-history-heading" className="strava-import-heading">
        From your Strava account
      </h3>
      <p className="field-hint">
        Strava lets an app read about 100 activities every 15 minutes, so a long history takes a
        while: it goes on by itself, even with this closed. Activities already here (from a file or
        an earlier import) are kept once.
      </p>
      {!active && (
        <button
          type="button"
          className="button button-primary"
          disabled={starting}
          onClick={() => void start()}
        >
          <RefreshCw aria-hidden="true" size={18} />
          {starting ? 'Starting…' : summary ? 'Import again' : 'Import my Strava history'}
        </button>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {jobId && job && (
        <div className="strava-import-job">
          <JobProgress id={jobId} label="Strava history import" />
          {summary && <HistoryText summary={summary} />}
        </div>
      )}
    </section>
  );
}

function HistoryText({ summary }: { summary: StravaHistorySummary }) {
  return (
    <p>
      {counted(summary.listed, 'activity', 'activities')} on Strava:{' '}
      {summary.added.toLocaleString('en')} added
      {summary.merged > 0 && `, ${summary.merged.toLocaleString('en')} joined to one already here`}
      {summary.alreadyHere > 0 && `, ${summary.alreadyHere.toLocaleString('en')} imported before`}
      {summary.withoutStart > 0 &&
        `, ${summary.withoutStart.toLocaleString('en')} without a start time`}
      .
    </p>
  );
}

function GearMapping({ open }: { open: boolean }) {
  const { data: gear, mutate } = useStravaGear(open);
  if (!gear || gear.length === 0) return null;
  return (
    <section aria-labelledby="strava-gear-heading">
      <h3 id="strava-gear-heading" className="strava-import-heading">
        Your Strava gear
      </h3>
      <p className="field-hint">
        Each bike or pair of shoes counts the kilometres of its activities on the library item you
        choose.
      </p>
      <ul className="strava-gear-list">
        {gear.map((item) => (
          <GearRow
            key={item.stravaGearId}
            gear={item}
            onMapped={(next) => void mutate(next, { revalidate: false })}
          />
        ))}
      </ul>
    </section>
  );
}

function GearRow({ gear, onMapped }: { gear: StravaGear; onMapped: (gear: StravaGear[]) => void }) {
  const [choosing, setChoosing] = useState(false);
  const [words, setWords] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const searchId = useId();
  const searched = useItemSearch(useDebouncedValue(words.trim(), 250));
  const choose = async (gearItemId: string | null) => {
    setProblem(null);
    try {
      onMapped(await mapStravaGear(gear.stravaGearId, gearItemId));
      setChoosing(false);
      setWords('');
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };
  return (
    <li className="strava-gear-row">
      <span>
        <strong>{gear.name}</strong> <span className="muted">({gear.kind})</span>
      </span>
      <span>{gear.gearItemName ?? <span className="muted">No library item</span>}</span>
      {choosing ? (
        <div className="strava-gear-choose">
          <label htmlFor={searchId} className="visually-hidden">
            Library item for {gear.name}
          </label>
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder="Search your library"
            value={words}
            autoFocus
            onChange={(event) => setWords(event.target.value)}
          />
          <ul className="strava-gear-matches" aria-label={`Items for ${gear.name}`}>
            {(searched.data?.items ?? []).map((item) => (
              <li key={item.id}>
                <button type="button" className="button-link" onClick={() => void choose(item.id)}>
                  {item.name}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={() => void choose(null)}>
            None
          </button>
          <button type="button" className="button" onClick={() => setChoosing(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" className="button" onClick={() => setChoosing(true)}>
          Change<span className="visually-hidden"> the item for {gear.name}</span>
        </button>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}
