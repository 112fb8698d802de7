import { useState } from 'react';
import { SwitchField } from '@client/components/switch-field';
import { errorMessage } from '@client/lib/api-errors';
import {
  athleteLabel,
  setKeepStravaActivitiesOnRevoke,
  unlinkStrava,
  type StravaConnection,
  type StravaUnlinkChoice,
} from '@client/lib/api/strava';
import { toast } from '@client/lib/toast';
import { StravaUnlinkDialog } from './strava-unlink-dialog';

interface StravaLinkedControlsProps {
  connection: StravaConnection;
  /** The link as the server now has it (after a change, or unlinked). */
  onChange: (connection: StravaConnection) => void;
  /** Unlinked: the job deleting the activities, when that was chosen. */
  onUnlinked: (deletionJobId: string | null) => void;
}

/**
 * What a linked account may do with its Strava link: agree to keep Strava's activities here if
 * access is revoked on Strava's side (Strava's API agreement deletes them otherwise), and
 * unlink, keeping or deleting the activities.
 */
export function StravaLinkedControls({
  connection,
  onChange,
  onUnlinked,
}: StravaLinkedControlsProps) {
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const [unlinking, setUnlinking] = useState(false);

  const setKeep = async (keep: boolean) => {
    setSaving(true);
    try {
      onChange(await setKeepStravaActivitiesOnRevoke(keep));
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  const unlink = async (activities: StravaUnlinkChoice) => {
    setUnlinking(true);
    try {
      const { jobId } = await unlinkStrava(activities);
      setAsking(false);
      toast.success('Strava is unlinked.');
      onUnlinked(jobId);
      onChange({ ...connection, connected: false, athleteName: null, scopes: [] });
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setUnlinking(false);
    }
  };

  return (
    <div className="account-connection">
      <SwitchField
        label="Keep my Strava activities here if I disconnect on Strava’s side"
        hint="Off: revoking Packtrail’s access on Strava deletes the activities it brought in."
        checked={connection.keepActivitiesOnRevoke}
        busy={saving}
        onChange={(keep) => void setKeep(keep)}
      />
      <button type="button" className="button" onClick={() => setAsking(true)}>
        Unlink Strava
      </button>
      <StravaUnlinkDialog
        open={asking}
        athlete={athleteLabel(connection)}
        busy={unlinking}
        onUnlink={(activities) => void unlink(activities)}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
