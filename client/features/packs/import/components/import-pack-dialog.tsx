import { useState } from 'react';
import { Dialog } from '@client/components/dialog';
import type { ImportDone } from '@client/features/packs/import/api/import-pack';
import {
  useImportPackForm,
  type ImportToReview,
} from '@client/features/packs/import/hooks/use-import-pack-form';
import { ImportForm } from './import-form';
import { ImportReport } from './import-report';
import { ImportReview } from './import-review';

interface ImportPackDialogProps {
  open: boolean;
  onClose: () => void;
  /** The last import's report while the dialog shows it; null shows the form (or review). */
  done: ImportDone | null;
  onImported: (done: ImportDone) => void;
  onImportAnother: () => void;
}

/**
 * The form; then, when the file describes library items otherwise than the library does, the
 * review of those differences and the choice; then the report of what the import did.
 */
export function ImportPackDialog(props: ImportPackDialogProps) {
  const { open, onClose, done } = props;
  return (
    <Dialog open={open} onClose={onClose} title="Import from LighterPack" className="import-dialog">
      {done ? (
        <ImportReport
          result={done.result}
          newPack={done.newPack}
          onImportAnother={props.onImportAnother}
          onOpenPack={onClose}
        />
      ) : (
        <ImportSteps onImported={props.onImported} onCancel={onClose} />
      )}
    </Dialog>
  );
}

/** Mounted while no report shows, so each new import starts from an empty form. */
function ImportSteps({
  onImported,
  onCancel,
}: {
  onImported: (done: ImportDone) => void;
  onCancel: () => void;
}) {
  const [review, setReview] = useState<ImportToReview | null>(null);
  // Back from the review brings the form back as it was.
  const [formValues, setFormValues] = useState<ImportToReview['values'] | undefined>();
  if (review) {
    return (
      <ImportReview
        review={review}
        onImported={onImported}
        onBack={() => {
          setFormValues(review.values);
          setReview(null);
        }}
      />
    );
  }
  return (
    <ImportFormPanel
      initialValues={formValues}
      onReview={setReview}
      onImported={onImported}
      onCancel={onCancel}
    />
  );
}

function ImportFormPanel({
  onCancel,
  ...callbacks
}: Parameters<typeof useImportPackForm>[0] & { onCancel: () => void }) {
  const form = useImportPackForm(callbacks);
  return <ImportForm form={form} onCancel={onCancel} />;
}
