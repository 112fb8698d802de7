import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCategories } from '@client/lib/api/gear-categories';
import { lazyPart, PartLoading } from '@client/components/lazy-part';
import { ListStates } from '@client/components/list-states';
import { UnitSwitcher } from '@client/components/unit-switcher';
import { paths } from '@client/lib/paths';
import { useWeightUnit } from '@client/hooks/use-weight-unit';
import type { BundleSummary } from '@client/lib/api/bundle-types';
import { useBundles } from '@client/lib/api/bundles';
import { useBundleListMutations } from '@client/features/bundles/hooks/use-bundle-list-mutations';
import { bundlesLabel } from '@client/features/bundles/utils/words';
import { BundleCard } from './bundle-card';
import { BundlesEmpty, BundlesSkeleton } from './bundle-states';

/** The form (and Formik and Yup with it) loads when first opened, or on intent to open it. */
const NewBundleDialog = lazyPart(() =>
  import('./new-bundle-dialog').then((module) => module.NewBundleDialog),
);

// Asking before a delete needs the dialog only once a delete is asked for; pointing at a card
// starts loading it.
const DeleteBundleDialog = lazyPart(() =>
  import('./delete-bundle-dialog').then((module) => module.DeleteBundleDialog),
);

/** The bundles screen: every kit with its weight, a way to make one and to delete one. */
export function BundlesPage() {
  const [unit, setUnit] = useWeightUnit();
  const result = useBundles();
  // The screen follows its data in a deferred render, which yields to the browser as it goes: SWR's
  // answer renders at once, and drawing every card in it would be one long task on a slow phone.
  // The header's count and the cards change in that same render, so nothing moves twice.
  const { data, mutate } = result;
  const bundles = useDeferredValue(data);
  const error: unknown = result.error;
  const { categories = [] } = useCategories();
  const mutations = useBundleListMutations();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // Mounted from its first opening on, so that it closes (and gives focus back) as a dialog does.
  const [formShown, setFormShown] = useState(false);
  const create = () => {
    setFormShown(true);
    setCreating(true);
  };
  const [deleting, setDeleting] = useState<BundleSummary | null>(null);
  const [confirmShown, setConfirmShown] = useState(false);
  const askToDelete = (bundle: BundleSummary) => {
    setConfirmShown(true);
    setDeleting(bundle);
  };

  return (
    <div className="page bundles-page">
      <header className="screen-header bundles-header">
        <div>
          <h1>Bundles</h1>
          <p className="page-lead screen-header-lead">
            {bundles && bundles.length > 0
              ? `${bundlesLabel(bundles.length)}: kits of gear you pack together.`
              : 'Kits of gear you pack together, like a cook kit or a first-aid kit.'}
          </p>
        </div>
        <div className="screen-header-actions bundles-header-actions">
          <UnitSwitcher value={unit} onChange={setUnit} label="Show weights in" />
          <button
            type="button"
            className="button button-primary"
            onPointerEnter={NewBundleDialog.preload}
            onFocus={NewBundleDialog.preload}
            onClick={create}
          >
            <Plus aria-hidden="true" size={18} />
            New bundle
          </button>
        </div>
      </header>

      <ListStates
        items={bundles}
        error={error}
        what="Your bundles"
        errorClassName="message-box bundle-message"
        onRetry={() => void mutate()}
        loading={<BundlesSkeleton />}
        empty={<BundlesEmpty onCreate={create} />}
      >
        {(bundles) => (
          <ul
            className="bundle-grid"
            aria-label="Your bundles"
            onPointerOver={DeleteBundleDialog.preload}
            onFocus={DeleteBundleDialog.preload}
          >
            {bundles.map((bundle) => (
              <BundleCard
                key={bundle.id}
                bundle={bundle}
                category={categories.find((category) => category.id === bundle.categoryId)}
                unit={unit}
                onDelete={askToDelete}
              />
            ))}
          </ul>
        )}
      </ListStates>

      {formShown && (
        <PartLoading>
          <NewBundleDialog.Component
            open={creating}
            onClose={() => setCreating(false)}
            categories={categories}
            create={mutations.create}
            onCreated={(bundle) => {
              setCreating(false);
              void navigate(paths.bundle(bundle.id));
            }}
          />
        </PartLoading>
      )}
      {confirmShown && (
        <PartLoading>
          <DeleteBundleDialog.Component
            bundle={deleting}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (deleting) void mutations.remove(deleting);
              setDeleting(null);
            }}
          />
        </PartLoading>
      )}
    </div>
  );
}
