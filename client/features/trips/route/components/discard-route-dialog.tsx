import { ConfirmDialog } from '@client/components/confirm-dialog';
import type { LeaveEditor } from '@client/features/trips/route/hooks/use-leave-editor';

/** The question before a drawing with changes is thrown away (Cancel, or another map mode). */
export function DiscardRouteDialog({ leaving }: { leaving: LeaveEditor }) {
  return (
    <ConfirmDialog
      open={leaving.asking}
      title="Discard your changes to the route?"
      confirmLabel="Discard changes"
      cancelLabel="Keep drawing"
      danger
      onCancel={leaving.keep}
      onConfirm={leaving.discard}
    >
      <p>The points you added, moved or removed since you started are lost.</p>
    </ConfirmDialog>
  );
}
