import { ConfirmDialog } from '@client/components/confirm-dialog';
import type { PackRef } from '@client/lib/api/bundle-types';
import { useBundle } from '@client/lib/api/bundles';
import { namesList } from '@client/features/bundles/utils/words';

interface DeleteBundleDialogProps {
  /** The bundle to ask about; null closes the dialog. */
  bundle: { id: string; name: string } | null;
  /**
   * The packs holding it, when the caller has them (the bundle's own page); else they are read
   * from the bundle when the dialog opens.
   */
  usedInPacks?: PackRef[];
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before deleting a bundle, saying which packs hold it and what becomes of them. */
export function DeleteBundleDialog({
  bundle,
  usedInPacks,
  onCancel,
  onConfirm,
}: DeleteBundleDialogProps) {
  return (
    <ConfirmDialog
      open={bundle !== null}
      title={`Delete ${bundle?.name ?? 'bundle'}?`}
      confirmLabel="Delete bundle"
      danger
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <div className="bundle-delete-message">
        {bundle &&
          (usedInPacks ? (
            <PacksMessage packs={usedInPacks} />
          ) : (
            <LoadedPacksMessage bundleId={bundle.id} />
          ))}
        <p>Its gear stays in your library. This cannot be undone.</p>
      </div>
    </ConfirmDialog>
  );
}

/** The bundle's detail is one small request, made only while the question is on screen. */
function LoadedPacksMessage({ bundleId }: { bundleId: string }) {
  const result = useBundle(bundleId);
  const { data } = result;
  if (data) return <PacksMessage packs={data.usedInPacks} />;
  if (result.error) {
    return <p>Packs holding it keep its items, as separate items no longer linked to it.</p>;
  }
  return <p aria-busy="true">Checking which packs hold it…</p>;
}

function PacksMessage({ packs }: { packs: PackRef[] }) {
  if (packs.length === 0) return <p>No pack holds it.</p>;
  const names = namesList(packs.map((pack) => pack.name));
  return (
    <p className="delete-bundle-packs">
      {packs.length === 1 ? `It is in ${names}, which keeps` : `It is in ${names}, which keep`} its
      items as separate items, no longer linked to the bundle.
    </p>
  );
}
