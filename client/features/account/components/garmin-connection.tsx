import { Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@client/components/load-error';
import { errorMessage } from '@client/lib/api-errors';
import {
  GARMIN_ACTIVITY_PERMISSION,
  startGarminLink,
  unlinkGarmin,
  useGarminConnection,
  type GarminUnlinkActivities,
} from '@client/lib/api/garmin';
import { GarminUnlinkDialog } from './garmin-unlink-dialog';

/**
 * Garmin's row of the Connections section: linked (and whether Garmin lets activities through),
 * with Unlink; or a button that goes to Garmin's page to grant access; or, on a server with no
 * Garmin app, a plain word that there is none (not a button that fails).
 */
export function GarminConnection() {
  const { data: garmin, mutate, ...result } = useGarminConnection();
  const error: unknown = result.error;
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const connect = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await startGarminLink();
    } catch (failure) {
      setProblem(errorMessage(failure));
      setBusy(false);
    }
  };

  const unlink = async (activities: GarminUnlinkActivities) => {
    setAsking(false);
    setBusy(true);
    setProblem(null);
    try {
      await mutate(await unlinkGarmin(activities), { revalidate: false });
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const problemLine = problem && (
    <p className="field-error" role="alert">
      {problem}
    </p>
  );

  return (
    <>
      <h3 className="account-connection-name">Garmin</h3>
      {error ? (
        <LoadError
          what="Your Garmin link"
          className="account-message"
          error={error}
          onRetry={() => void mutate()}
        />
      ) : !garmin ? (
        <p className="muted" role="status">
          Reading your Garmin link…
        </p>
      ) : !garmin.configured ? (
        <p className="muted">
          This server has no Garmin connection set up: its operator adds a Garmin app (the README
          says how). Until then, upload your watch’s files on Track.
        </p>
      ) : garmin.connected ? (
        <div className="account-connection">
          <p>Linked to Garmin Connect: new activities arrive on their own.</p>
          {!garmin.permissions.includes(GARMIN_ACTIVITY_PERMISSION) && (
            <p className="field-error">
              Garmin is not letting your activities through: in Garmin Connect, allow Packtrail to
              share your activities, or unlink and connect again.
            </p>
          )}
          <button type="button" className="button" disabled={busy} onClick={() => setAsking(true)}>
            <Unlink aria-hidden="true" size={18} />
            {busy ? 'Unlinking…' : 'Unlink Garmin'}
          </button>
          {problemLine}
          <GarminUnlinkDialog
            open={asking}
            onConfirm={(activities) => void unlink(activities)}
            onCancel={() => setAsking(false)}
          />
        </div>
      ) : (
        <div className="account-connection">
          <p className="muted">
            Link your Garmin Connect account, and your watch’s activities come to Packtrail, the
            last two years’ too.
          </p>
          <button type="button" className="button" disabled={busy} onClick={() => void connect()}>
            <Link2 aria-hidden="true" size={18} />
            {busy ? 'Opening Garmin…' : 'Connect Garmin'}
          </button>
          {problemLine}
        </div>
      )}
    </>
  );
}
