import { Dialog } from '@client/components/dialog';
import { updateActivity } from '@client/features/track/api/activity';
import { viewerTimeZone } from '@client/features/track/api/get-overview';
import type { ActivityChanges, ActivityDetail } from '@client/features/track/api/types';
import {
  activityBody,
  activityInput,
  useActivityForm,
} from '@client/features/track/hooks/use-activity-form';
import { ActivityFormEnd, ActivityFormFields } from './activity-form-fields';

interface EditActivityDialogProps {
  activity: ActivityDetail;
  open: boolean;
  onClose: () => void;
  onSaved: (activity: ActivityDetail) => void;
}

/** Changes an activity: its words always; a manual one's start and figures too. */
export function EditActivityDialog({ activity, open, onClose, onSaved }: EditActivityDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Edit the activity" className="dialog-activity">
      <EditActivityForm activity={activity} onCancel={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

function EditActivityForm({
  activity,
  onCancel,
  onSaved,
}: {
  activity: ActivityDetail;
  onCancel: () => void;
  onSaved: (activity: ActivityDetail) => void;
}) {
  const recorded = activity.source !== 'manual';
  const zone = activity.timeZone ?? viewerTimeZone();
  const form = useActivityForm(
    activityInput(activity, viewerTimeZone()),
    (input) => {
      const body = activityBody(input, zone);
      const changes: ActivityChanges = recorded
        ? { name: body.name, category: body.category, notes: body.notes }
        : body;
      return updateActivity(activity.id, changes);
    },
    onSaved,
    'save the activity',
  );
  return (
    <form className="activity-form" noValidate onSubmit={form.handleSubmit}>
      <ActivityFormFields form={form} recorded={recorded} />
      <ActivityFormEnd form={form} onCancel={onCancel} label="Save" busyLabel="Saving…" />
    </form>
  );
}
