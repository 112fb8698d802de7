import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@client/lib/toast';
import { lazyPart, PartLoading } from '@client/components/lazy-part';
import { ListStates } from '@client/components/list-states';
import { UnitSwitcher } from '@client/components/unit-switcher';
import { ImportPackButton } from '@client/features/packs/import/import-pack-button';
import { paths } from '@client/lib/paths';
import { useWeightUnit } from '@client/hooks/use-weight-unit';
import type { PackSummary } from '@client/features/packs/api/types';
import { usePacks } from '@client/features/packs/api/use-packs';
import { usePackListActions } from '@client/features/packs/hooks/use-pack-list-actions';
import { PackCard } from './pack-card';
import { PacksEmpty, PacksSkeleton } from './packs-states';

/** The form (and Formik and Yup with it) loads when first opened, or on intent to open it. */
const NewPackDialog = lazyPart(() =>
  import('./new-pack-dialog').then((module) => module.NewPackDialog),
);

// Asking before a delete needs the dialog only once a delete is asked for; pointing at a card
// starts loading it.
const ConfirmDialog = lazyPart(() =>
  import('@client/components/confirm-dialog').then((module) => module.ConfirmDialog),
);

const packsText = (count: number) => `${count} ${count === 1 ? 'pack' : 'packs'}`;

/** The packs screen: every pack of the user with its weights, and a way to start another. */
export function PacksList() {
  const [unit, setUnit] = useWeightUnit();
  // The screen follows its data in a deferred render, which yields to the browser as it goes: SWR's
  // answer renders at once, and drawing every card in it would be one long task on a slow phone.
  // The header's count and the cards change in that same render, so nothing moves twice.
  const { data, mutate, ...result } = usePacks();
  const packs = useDeferredValue(data);
  const error: unknown = result.error;
  const actions = usePackListActions();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // Mounted from its first opening on, so that it closes (and gives focus back) as a dialog does.
  const [formShown, setFormShown] = useState(false);
  const create = () => {
    setFormShown(true);
    setCreating(true);
  };
  const [deleting, setDeleting] = useState<PackSummary | null>(null);
  const [confirmShown, setConfirmShown] = useState(false);
  const askToDelete = (pack: PackSummary) => {
    setConfirmShown(true);
    setDeleting(pack);
  };

  const duplicate = async (pack: PackSummary) => {
    const copy = await actions.duplicate(pack);
    if (!copy) return;
    toast.success(`Made ${copy.name}`, {
      action: { label: 'Open', onClick: () => void navigate(paths.pack(copy.id)) },
    });
  };

  return (
    <div className="page packs-page">
      <header className="screen-header packs-header">
        <div>
          <h1>Packs</h1>
          <p className="page-lead screen-header-lead">
            {packs && packs.length > 0
              ? `${packsText(packs.length)}, most recently changed first.`
              : 'Your pack lists, with base, worn and consumable weights.'}
          </p>
        </div>
        <div className="screen-header-actions">
          <UnitSwitcher value={unit} onChange={setUnit} label="Show weights in" />
          <ImportPackButton />
          <button
            type="button"
            className="button button-primary"
            onPointerEnter={NewPackDialog.preload}
            onFocus={NewPackDialog.preload}
            onClick={create}
          >
            <Plus aria-hidden="true" size={18} />
            New pack
          </button>
        </div>
      </header>

      <ListStates
        items={packs}
        error={error}
        what="Your packs"
        errorClassName="message-box packs-message"
        onRetry={() => void mutate()}
        loading={<PacksSkeleton />}
        empty={<PacksEmpty onCreate={create} />}
      >
        {(packs) => (
          <ul
            className="pack-cards"
            aria-label="Your packs"
            onPointerOver={ConfirmDialog.preload}
            onFocus={ConfirmDialog.preload}
          >
            {packs.map((pack) => (
              <PackCard
                key={pack.id}
                pack={pack}
                unit={unit}
                onDuplicate={(p) => void duplicate(p)}
                onDelete={askToDelete}
              />
            ))}
          </ul>
        )}
      </ListStates>

      {formShown && (
        <PartLoading>
          <NewPackDialog.Component
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={(pack) => {
              setCreating(false);
              void actions.remember(pack).then(() => navigate(paths.pack(pack.id)));
            }}
          />
        </PartLoading>
      )}
      {confirmShown && (
        <PartLoading>
          <ConfirmDialog.Component
            open={deleting !== null}
            title={`Delete ${deleting?.name ?? 'pack'}?`}
            confirmLabel="Delete pack"
            danger
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (deleting) void actions.remove(deleting);
              setDeleting(null);
            }}
          >
            <p>The pack and its lines go. Every item stays in your gear library.</p>
          </ConfirmDialog.Component>
        </PartLoading>
      )}
    </div>
  );
}
