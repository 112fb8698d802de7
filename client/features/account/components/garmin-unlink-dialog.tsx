import { useId, useState } from 'react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import type { GarminUnlinkActivities } from '@client/lib/api/garmin';

interface GarminUnlinkDialogProps {
  open: boolean;
  onConfirm: (activities: GarminUnlinkActivities) => void;
  onCancel: () => void;
}

/** Asks before unlinking Garmin, and whether the activities it brought in stay (the default). */
export function GarminUnlinkDialog({ open, onConfirm, onCancel }: GarminUnlinkDialogProps) {
  const [activities, setActivities] = useState<GarminUnlinkActivities>('keep');
  const name = useId();
  return (
    <ConfirmDialog
      open={open}
      title="Unlink Garmin?"
      confirmLabel={activities === 'delete' ? 'Unlink and delete' : 'Unlink Garmin'}
      danger={activities === 'delete'}
      onConfirm={() => onConfirm(activities)}
      onCancel={onCancel}
    >
      <p>Garmin stops sending your activities to Packtrail.</p>
      <fieldset className="account-unlink-choice">
        <legend>The activities Garmin brought in</legend>
        <label>
          <input
            type="radio"
            name={name}
            value="keep"
            checked={activities === 'keep'}
            onChange={() => setActivities('keep')}
          />{' '}
          Keep them
        </label>
        <label>
          <input
            type="radio"
            name={name}
            value="delete"
            checked={activities === 'delete'}
            onChange={() => setActivities('delete')}
          />{' '}
          Delete them (those you also uploaded or have from Strava stay)
        </label>
      </fieldset>
    </ConfirmDialog>
  );
}
