import { ArrowDownWideNarrow, Plus, Shirt, Utensils } from 'lucide-react';
import { lazy, memo, Suspense, useDeferredValue, useMemo, useState } from 'react';
import type { KeyedMutator } from 'swr';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { lazyPart, PartLoading } from '@client/components/lazy-part';
import { PageTitle } from '@client/components/page-title';
import { useStickyTallColumn } from '@client/hooks/use-sticky-tall-column';
import { useWeightUnit } from '@client/hooks/use-weight-unit';
import type { PackDetail } from '@client/features/packs/api/types';
import { usePackEditor } from '@client/features/packs/hooks/use-pack-editor';
import { packSections } from '@client/features/packs/utils/pack-figures';
import { GearPicker } from './pack-picker';
import { PackHeader } from './pack-header';
import { PackSections } from './pack-sections';
import { PackTotals } from './pack-totals';

/**
 * The chart comes in its own small chunk, after the lines: they can be edited meanwhile. It is
 * drawn again only for a new pack (memo), and after the change itself is on screen (see PackEditor).
 */
const PackChart = lazy(() =>
  import('./pack-chart').then((module) => ({ default: memo(module.PackChart) })),
);

// Forms the first view does not show (Formik and Yup come with them): each loads when first
// opened, or on intent to open it.
const NewLineItemForm = lazyPart(() =>
  import('./new-line-item-form').then((module) => module.NewLineItemForm),
);
const PackDetailsDialog = lazyPart(() =>
  import('./pack-details-dialog').then((module) => module.PackDetailsDialog),
);

interface PackEditorProps {
  pack: PackDetail;
  mutate: KeyedMutator<PackDetail>;
}

/** The pack page: its lines by category, editable in place, with totals and chart beside. */
export function PackEditor({ pack, mutate }: PackEditorProps) {
  const [unit, setUnit] = useWeightUnit();
  const sideRef = useStickyTallColumn<HTMLElement>();
  // A toggle shows at once; the chart of a large pack follows when the browser has a moment.
  const chartPack = useDeferredValue(pack);
  /** The new-item form's starting name; null while the form is closed. */
  const [newItemName, setNewItemName] = useState<string | null>(null);
  const editor = usePackEditor(pack, mutate, setNewItemName);
  const sections = useMemo(() => packSections(pack), [pack]);
  const [editing, setEditing] = useState(false);
  // Mounted from its first opening on, so that it closes (and gives focus back) as a dialog does.
  const [detailsShown, setDetailsShown] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <div className="page pack-page">
      <PageTitle title={pack.name} />
      <PackHeader
        pack={pack}
        unit={unit}
        onUnitChange={setUnit}
        onEdit={() => {
          setDetailsShown(true);
          setEditing(true);
        }}
        onDuplicate={() => void editor.duplicate()}
        onDelete={() => setDeleting(true)}
        onPublicChange={editor.setPublic}
        duplicating={editor.duplicating}
      />
      <div className="pack-layout">
        <div className="pack-main">
          <div className="pack-toolbar">
            <GearPicker
              pack={pack}
              unit={unit}
              adding={editor.adding}
              onPick={editor.pick}
              onPickTyped={editor.pickTyped}
              onCreate={setNewItemName}
            />
            <div className="pack-toolbar-actions">
              <button
                type="button"
                className="button"
                aria-expanded={newItemName !== null}
                onPointerEnter={NewLineItemForm.preload}
                onFocus={NewLineItemForm.preload}
                onClick={() => setNewItemName(newItemName === null ? '' : null)}
              >
                <Plus aria-hidden="true" size={18} />
                New item
              </button>
              <button
                type="button"
                className="button"
                disabled={pack.lines.length < 2}
                onClick={() => void editor.sortByWeight()}
              >
                <ArrowDownWideNarrow aria-hidden="true" size={18} />
                Sort by weight
              </button>
            </div>
          </div>
          {newItemName !== null && (
            <PartLoading>
              <NewLineItemForm.Component
                unit={unit}
                initialName={newItemName}
                create={editor.createItem}
                onClose={() => setNewItemName(null)}
              />
            </PartLoading>
          )}
          {pack.lines.length === 0 ? (
            <div className="message-box packs-message pack-empty">
              <h2>Nothing in this pack yet</h2>
              <p>
                Search your gear above and press <kbd>Enter</kbd> to add it, or create a new item:
                it joins your library too.
              </p>
            </div>
          ) : (
            <>
              <div className="pack-lines-head" aria-hidden="true">
                <span />
                <span>Item</span>
                <span>Each</span>
                <span>Qty</span>
                <span>Worn</span>
                <span>
                  <abbr title="Consumable">Cons.</abbr>
                </span>
                <span>Total</span>
                <span />
              </div>
              <p className="pack-lines-legend" aria-hidden="true">
                <Shirt aria-hidden="true" size={15} /> worn
                <Utensils aria-hidden="true" size={15} /> consumable
              </p>
              <PackSections
                sections={sections}
                unit={unit}
                actions={editor.lineActions}
                highlightedLineId={editor.highlighted}
                onMoveCategory={editor.moveCategory}
                onMoveLine={editor.moveLine}
              />
            </>
          )}
        </div>
        <aside className="pack-side" aria-label="Pack totals and chart" ref={sideRef}>
          <PackTotals totals={pack.totals} unit={unit} />
          <Suspense fallback={<ChartLoading />}>
            <PackChart pack={chartPack} unit={unit} />
          </Suspense>
        </aside>
      </div>

      {detailsShown && (
        <PartLoading>
          <PackDetailsDialog.Component
            pack={pack}
            open={editing}
            onClose={() => setEditing(false)}
            save={editor.saveDetails}
          />
        </PartLoading>
      )}
      <ConfirmDialog
        open={deleting}
        title={`Delete ${pack.name}?`}
        confirmLabel="Delete pack"
        danger
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          void editor.remove();
        }}
      >
        <p>The pack and its lines go. Every item stays in your gear library.</p>
      </ConfirmDialog>
    </div>
  );
}

function ChartLoading() {
  return (
    <section className="pack-chart" aria-label="Weight by category">
      <div className="pack-chart-loading" role="status">
        Loading the chart…
      </div>
    </section>
  );
}
