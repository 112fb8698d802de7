import '@client/styles/pack-import.css';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@client/lib/toast';
import { useSWRConfig } from 'swr';
import { useNavigate } from 'react-router';
import { lazyPart, PartLoading } from '@client/components/lazy-part';
import { paths } from '@client/lib/paths';
import { packPath } from '@client/features/packs/api/use-pack';
import { PACKS_PATH } from '@client/features/packs/api/use-packs';
import type { ImportDone } from './api/import-pack';

/** The import form (Formik, Yup, the review) loads when first opened, or on intent to open it. */
const ImportPackDialog = lazyPart(() =>
  import('./components/import-pack-dialog').then((module) => module.ImportPackDialog),
);

/**
 * Opens the LighterPack CSV import (rendered in the packs list's header). A finished import
 * refreshes the packs list (and the pack it added to); one that finishes after the dialog was
 * closed says so in a toast.
 */
export function ImportPackButton() {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const [done, setDone] = useState<ImportDone | null>(null);
  // Mounted from its first opening on, so that it closes (and gives focus back) as a dialog does.
  const [shown, setShown] = useState(false);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();

  const show = (next: boolean) => {
    openRef.current = next;
    setOpen(next);
    if (next) {
      setShown(true);
      setDone(null);
    }
  };

  const onImported = (imported: ImportDone) => {
    const { pack } = imported.result;
    void mutate(PACKS_PATH);
    // The pack added to, if it is open in another view (SWR's key is its path).
    if (!imported.newPack) void mutate(packPath(pack.id));
    if (openRef.current) {
      setDone(imported);
      return;
    }
    toast.success(imported.newPack ? `Imported “${pack.name}”` : `Imported into “${pack.name}”`, {
      action: { label: 'Open', onClick: () => void navigate(paths.pack(pack.id)) },
    });
  };

  return (
    <>
      <button
        type="button"
        className="button"
        onPointerEnter={ImportPackDialog.preload}
        onFocus={ImportPackDialog.preload}
        onClick={() => show(true)}
      >
        <FileUp aria-hidden="true" size={18} />
        Import CSV
      </button>
      {shown && (
        <PartLoading>
          <ImportPackDialog.Component
            open={open}
            onClose={() => show(false)}
            done={done}
            onImported={onImported}
            onImportAnother={() => setDone(null)}
          />
        </PartLoading>
      )}
    </>
  );
}
