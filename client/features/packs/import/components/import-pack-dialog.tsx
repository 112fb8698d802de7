import { Dialog } from '@client/components/dialog';
import type { ImportPackResult } from '../api/import-pack';
import { useImportPackForm } from '../hooks/use-import-pack-form';
import { ImportForm } from './import-form';
import { ImportReport } from './import-report';

interface ImportPackDialogProps {
  open: boolean;
  onClose: () => void;
  /** The last import's report while the dialog shows it; null shows the form. */
  result: ImportPackResult | null;
  onImported: (result: ImportPackResult) => void;
  onImportAnother: () => void;
}

/** The form, then the report of what the import did. */
export function ImportPackDialog(props: ImportPackDialogProps) {
  const { open, onClose, result } = props;
  return (
    <Dialog open={open} onClose={onClose} title="Import from LighterPack" className="import-dialog">
      {result ? (
        <ImportReport
          result={result}
          onImportAnother={props.onImportAnother}
          onOpenPack={onClose}
        />
      ) : (
        <ImportFormPanel onImported={props.onImported} onCancel={onClose} />
      )}
    </Dialog>
  );
}

/** Mounted while the form shows, so each new import starts from an empty form. */
function ImportFormPanel({
  onImported,
  onCancel,
}: {
  onImported: (result: ImportPackResult) => void;
  onCancel: () => void;
}) {
  const form = useImportPackForm(onImported);
  return <ImportForm form={form} onCancel={onCancel} />;
}
