import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { JobProgress } from '@client/components/job-progress';
import { LoadError } from '@client/components/load-error';
import { errorMessage } from '@client/lib/api-errors';
import {
  athleteLabel,
  removeOwnStravaApp,
  startStravaLink,
  useStravaConnection,
} from '@client/lib/api/strava';
import { GarminConnection } from './garmin-connection';
import { StravaLinkedControls } from './strava-linked-controls';
import { StravaOwnAppForm } from './strava-own-app-form';

/**
 * The services the account is linked to. Strava: linked (as which athlete, with the choice for
 * a revocation on Strava's side and Unlink), or a button that goes to Strava's page to grant
 * access, or, on a server with no Strava app, a plain word that there is none (not a button
 * that fails) and a form for the user's own app. Garmin has its row of its own
 * (garmin-connection.tsx).
 */
export function ConnectionsSection() {
  const { data: strava, mutate, ...result } = useStravaConnection();
  const error: unknown = result.error;
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [deletionJob, setDeletionJob] = useState<string | null>(null);

  const connect = async () => {
    setOpening(true);
    setProblem(null);
    try {
      await startStravaLink();
    } catch (failure) {
      setProblem(errorMessage(failure));
      setOpening(false);
    }
  };

  const forgetOwnApp = async () => {
    setProblem(null);
    try {
      await mutate(await removeOwnStravaApp());
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };

  return (
    <section className="account-card" aria-labelledby="connections-heading">
      <header className="account-card-header">
        <h2 id="connections-heading">Connections</h2>
        <p className="muted">Services your activities come from.</p>
      </header>
      <h3 className="account-connection-name">Strava</h3>
      {error ? (
        <LoadError
          what="Your Strava link"
          className="account-message"
          error={error}
          onRetry={() => void mutate()}
        />
      ) : !strava ? (
        <p className="muted" role="status">
          Reading your Strava link…
        </p>
      ) : !strava.configured ? (
        <>
          <p className="muted">
            This server has no Strava connection set up: its operator adds a Strava app (the README
            says how). Until then, upload files or your Strava export on Track.
          </p>
          <StravaOwnAppForm onSaved={(next) => void mutate(next)} />
        </>
      ) : strava.connected ? (
        <>
          <p>
            Linked to Strava as <strong>{athleteLabel(strava)}</strong>.
            {!strava.scopes.includes('activity:read_all') &&
              ' Only your public and followers’ activities can be read: link again to add private ones.'}
          </p>
          <StravaLinkedControls
            connection={strava}
            onChange={(next) => void mutate(next)}
            onUnlinked={setDeletionJob}
          />
        </>
      ) : (
        <div className="account-connection">
          <p className="muted">
            Link your Strava account, and Packtrail reads your activities from it
            {strava.appSource === 'own' ? ', through your own Strava app' : ''}. Strava asks you
            what to share: leave access to your activities ticked.
          </p>
          <button
            type="button"
            className="button"
            disabled={opening}
            onClick={() => void connect()}
          >
            <Link2 aria-hidden="true" size={18} />
            {opening ? 'Opening Strava…' : 'Connect Strava'}
          </button>
          {problem && (
            <p className="field-error" role="alert">
              {problem}
            </p>
          )}
          {strava.appSource === 'own' && (
            <button type="button" className="button" onClick={() => void forgetOwnApp()}>
              Forget my Strava app
            </button>
          )}
        </div>
      )}
      {deletionJob && (
        <JobProgress id={deletionJob} label="Deleting the activities Strava brought in" />
      )}
      <GarminConnection />
    </section>
  );
}
