import { Dialog } from '@client/components/dialog';
import { createActivity } from '@client/features/track/api/activity';
import { viewerTimeZone } from '@client/features/track/api/get-overview';
import type { ActivityDetail } from '@client/features/track/api/types';
import {
  activityBody,
  emptyActivityInput,
  useActivityForm,
} from '@client/features/track/hooks/use-activity-form';
import { ActivityFormEnd, ActivityFormFields } from './activity-form-fields';

interface NewActivityDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (activity: ActivityDetail) => void;
}

/** An activity entered by hand: what a person remembers of an outing with no file. */
export function NewActivityDialog({ open, onClose, onCreated }: NewActivityDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Add an activity" className="dialog-activity">
      <NewActivityForm onCancel={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function NewActivityForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (activity: ActivityDetail) => void;
}) {
  const form = useActivityForm(
    emptyActivityInput(),
    (input) => createActivity(activityBody(input, viewerTimeZone())),
    onCreated,
    'add the activity',
    { emptyAfter: true },
  );
  return (
    <form className="activity-form" noValidate onSubmit={form.handleSubmit}>
      <ActivityFormFields form={form} />
      <ActivityFormEnd form={form} onCancel={onCancel} label="Add activity" busyLabel="Adding…" />
    </form>
  );
}
