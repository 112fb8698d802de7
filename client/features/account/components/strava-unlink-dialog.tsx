import { Dialog } from '@client/components/dialog';
import type { StravaUnlinkChoice } from '@client/lib/api/strava';

interface StravaUnlinkDialogProps {
  open: boolean;
  athlete: string;
  /** An unlink is under way: the buttons wait for it. */
  busy: boolean;
  onUnlink: (activities: StravaUnlinkChoice) => void;
  onCancel: () => void;
}

/**
 * Asks what becomes of the activities Strava brought in before unlinking: kept here, or deleted
 * (those that also came from a file or another service stay). Cancel has the focus.
 */
export function StravaUnlinkDialog({
  open,
  athlete,
  busy,
  onUnlink,
  onCancel,
}: StravaUnlinkDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Unlink Strava?"
      role="alertdialog"
      className="dialog-confirm"
      hideCloseButton
    >
      <div className="confirm-message">
        <p>
          Packtrail stops reading activities from Strava as <strong>{athlete}</strong>, and Strava
          is told to forget this link.
        </p>
        <p>Keep the activities Strava brought in here, or delete them?</p>
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          onClick={() => onUnlink('delete')}
        >
          Unlink and delete them
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => onUnlink('keep')}
        >
          Unlink and keep them
        </button>
      </div>
    </Dialog>
  );
}
