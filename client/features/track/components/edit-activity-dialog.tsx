import { useState } from 'react';
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
import { GearUsedFields, type NamedRef } from './gear-used-fields';

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
  const [packId, setPackId] = useState<string | null>(activity.packId);
  const [gear, setGear] = useState<NamedRef[]>(activity.gear);
  const form = useActivityForm(
    activityInput(activity, viewerTimeZone()),
    (input) => {
      const body = activityBody(input, zone);
      const words = { name: body.name, category: body.category, notes: body.notes };
      const changes: ActivityChanges = {
        ...(recorded ? words : body),
        packId,
        gearItemIds: gear.map((item) => item.id),
      };
      return updateActivity(activity.id, changes);
    },
    onSaved,
    'save the activity',
  );
  return (
    <form className="activity-form" noValidate onSubmit={form.handleSubmit}>
      <ActivityFormFields form={form} recorded={recorded} />
      <GearUsedFields packId={packId} onPackChange={setPackId} gear={gear} onGearChange={setGear} />
      <ActivityFormEnd form={form} onCancel={onCancel} label="Save" busyLabel="Saving…" />
    </form>
  );
}
