import '@client/styles/pack-import.css';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@client/lib/toast';
import { useSWRConfig } from 'swr';
import { useNavigate } from 'react-router';
import { paths } from '@client/lib/paths';
import { PACKS_PATH } from '../api/use-packs';
import type { ImportPackResult } from './api/import-pack';
import { ImportPackDialog } from './components/import-pack-dialog';

/**
 * Opens the LighterPack CSV import (rendered in the packs list's header). A finished import
 * refreshes the packs list; one that finishes after the dialog was closed says so in a toast.
 */
export function ImportPackButton() {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const [result, setResult] = useState<ImportPackResult | null>(null);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();

  const show = (next: boolean) => {
    openRef.current = next;
    setOpen(next);
    if (next) setResult(null);
  };

  const onImported = (imported: ImportPackResult) => {
    void mutate(PACKS_PATH);
    if (openRef.current) {
      setResult(imported);
      return;
    }
    toast.success(`Imported “${imported.pack.name}”`, {
      action: { label: 'Open', onClick: () => void navigate(paths.pack(imported.pack.id)) },
    });
  };

  return (
    <>
      <button type="button" className="button" onClick={() => show(true)}>
        <FileUp aria-hidden="true" size={18} />
        Import CSV
      </button>
      <ImportPackDialog
        open={open}
        onClose={() => show(false)}
        result={result}
        onImported={onImported}
        onImportAnother={() => setResult(null)}
      />
    </>
  );
}
