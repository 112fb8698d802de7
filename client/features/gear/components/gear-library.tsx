import { Tags } from 'lucide-react';
import { memo, Suspense, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { LoadError } from '@client/components/load-error';
import { UnitSwitcher } from '@client/components/unit-switcher';
import type { GearItem } from '@client/lib/api/gear-types';
import { useGearLibrary } from '@client/features/gear/hooks/use-gear-library';
import { useMediaQuery } from '@client/features/gear/hooks/use-media-query';
import { useNewItemShortcut } from '@client/features/gear/hooks/use-new-item-shortcut';
import { useItemFromAddress } from '@client/features/gear/hooks/use-item-from-address';
import { useWeightUnit } from '@client/hooks/use-weight-unit';
import {
  isCellError,
  neighbourField,
  readCell,
  type CellField,
} from '@client/features/gear/utils/cell-fields';
import { ALL_CATEGORIES, NO_CATEGORY } from '@client/features/gear/utils/gear-rows';
import { BulkBarLoading } from './bulk-bar-loading';
import { GearEmpty, GearNoMatches, GearSkeleton } from './gear-states';
import { GearSummary } from './gear-summary';
import { GearTable } from './gear-table';
import { GearToolbar } from './gear-toolbar';
import { lazyPart, PartLoading } from '@client/components/lazy-part';
import { NewItemRow } from './new-item-row';
import type { RowActions } from './row-actions';

/** Below this width the table becomes a list of cards (thumb-sized, no sideways scrolling). */
const CARDS_QUERY = '(max-width: 720px)';
/** Below this width the table leaves out the brand column (gear.css). */
const NO_BRAND_QUERY = '(max-width: 960px)';

// Not needed to show the list: each loads when first shown (or on intent, see `preload`), the
// drawer's and the categories' forms with their validation (Formik, Yup) inside.
const ItemDrawer = lazyPart(() => import('./item-drawer').then((module) => module.ItemDrawer));
const CategoryDialog = lazyPart(() =>
  import('./category-dialog').then((module) => module.CategoryDialog),
);
const BulkBar = lazyPart(() => import('./bulk-bar').then((module) => module.BulkBar));
const DeleteItemDialog = lazyPart(() =>
  import('./delete-item-dialog').then((module) => module.DeleteItemDialog),
);

// The phone's cards are a layout of their own: a desktop never loads them. On a phone they start
// loading with this module, alongside the library's first page, so they are here when it is.
const GearCards = lazyPart(() =>
  import('./gear-cards').then((module) => memo(module.GearCards) as typeof module.GearCards),
);
if (typeof window !== 'undefined' && window.matchMedia(CARDS_QUERY).matches) GearCards.preload();

/** Ticking a box shows the bulk bar: its code starts loading when a box is pointed at or focused. */
function preloadBulkBar(event: SyntheticEvent) {
  const target = event.target;
  if (target instanceof HTMLInputElement && target.type === 'checkbox') BulkBar.preload();
}

// The list draws again only when what it shows changes, never for a keystroke in a box above it.
const MemoTable = memo(GearTable);

/** The gear screen: the whole library as a fast, editable list. */
export function GearLibrary() {
  const [unit, setUnit] = useWeightUnit();
  const gear = useGearLibrary();
  const { library, shownLibrary, items, categories, view, selection } = gear;
  const compact = useMediaQuery(CARDS_QUERY);
  const noBrand = useMediaQuery(NO_BRAND_QUERY);
  const [editing, setEditing] = useState<{ id: string; field: CellField } | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<GearItem | null>(null);
  const [managing, setManaging] = useState(false);
  // Each lazy part stays mounted once shown, so it closes (and gives focus back) as before.
  const [shown, setShown] = useState({ drawer: false, categories: false, confirm: false });
  const nameRef = useRef<HTMLInputElement>(null);
  useNewItemShortcut(nameRef);

  const { fallbackCurrency } = gear;
  const actions = useMemo<RowActions>(
    () => ({
      edit: (id, field) => setEditing(field ? { id, field } : null),
      commit: (item, field, text, move) => {
        const hidden: CellField[] = noBrand ? ['brand'] : [];
        const next = move ? neighbourField(field, move === 'next' ? 1 : -1, hidden) : null;
        setEditing(next ? { id: item.id, field: next } : null);
        const result = readCell(item, field, text, unit, fallbackCurrency);
        if (!isCellError(result) && result.changes) void items.update(item, result.changes);
      },
      toggle: selection.toggle,
      open: (id) => {
        setShown((current) => ({ ...current, drawer: true }));
        setDetailsId(id);
      },
      remove: (item) => {
        setShown((current) => ({ ...current, confirm: true }));
        setDeleting(item);
      },
      preloadDetails: ItemDrawer.preload,
      preloadRemove: DeleteItemDialog.preload,
    }),
    [items, unit, fallbackCurrency, selection.toggle, noBrand],
  );

  const openDetails = actions.open;
  useItemFromAddress(gear.loaded, shownLibrary.complete, openDetails);

  const detailsItem = detailsId
    ? (gear.loaded.find((item) => item.id === detailsId) ?? null)
    : null;
  const filterCategory =
    view.categoryId === ALL_CATEGORIES || view.categoryId === NO_CATEGORY ? null : view.categoryId;
  const List = compact ? GearCards.Component : MemoTable;
  // Empty means the server counts nothing: a list emptied by a bulk action while items remain
  // (or are still loading) is not a new library.
  const empty = shownLibrary.complete && shownLibrary.total === 0;

  return (
    <div className="page gear-page" onPointerOver={preloadBulkBar} onFocus={preloadBulkBar}>
      <header className="screen-header gear-header">
        <div>
          <h1>Gear</h1>
          <GearSummary
            items={shownLibrary.items}
            unit={unit}
            total={shownLibrary.total}
            complete={shownLibrary.complete}
          />
        </div>
        <div className="screen-header-actions">
          <UnitSwitcher value={unit} onChange={setUnit} label="Show weights in" />
          <button
            type="button"
            className="button"
            onClick={() => {
              setShown((current) => ({ ...current, categories: true }));
              setManaging(true);
            }}
            onPointerEnter={CategoryDialog.preload}
            onFocus={CategoryDialog.preload}
          >
            <Tags aria-hidden="true" size={18} />
            Categories
          </button>
        </div>
      </header>

      {shownLibrary.items === undefined ? (
        library.error ? (
          <LoadError what="Your gear" error={library.error} onRetry={() => void library.reload()} />
        ) : (
          <GearSkeleton />
        )
      ) : (
        <>
          {!empty && <GearToolbar view={view} categories={categories} onChange={gear.changeView} />}
          <NewItemRow
            categories={categories}
            unit={unit}
            defaultCategoryId={filterCategory}
            onCreate={(draft) => void items.create(draft)}
            nameRef={nameRef}
          />
          {empty ? (
            <GearEmpty />
          ) : gear.rows.length === 0 ? (
            shownLibrary.complete ? (
              <GearNoMatches onClear={gear.resetView} />
            ) : (
              <GearSkeleton />
            )
          ) : (
            <Suspense fallback={<GearSkeleton />}>
              <List
                rows={gear.rows}
                categories={categories}
                unit={unit}
                fallbackCurrency={fallbackCurrency}
                sort={view.sort}
                order={view.order}
                grouped={gear.shownView.grouped}
                onSort={gear.sortBy}
                selected={selection.selected}
                shownCount={gear.visible.length}
                selectedShownCount={gear.selectedShown.length}
                onSelectAll={gear.canSelectAll ? gear.selectAllShown : null}
                libraryTotal={shownLibrary.total}
                editing={editing}
                actions={actions}
                wear={gear.wear}
              />
            </Suspense>
          )}
          {gear.selectedShown.length > 0 && (
            <Suspense fallback={<BulkBarLoading count={gear.selectedShown.length} />}>
              <BulkBar.Component
                items={gear.selectedShown}
                categories={categories}
                apply={library.update}
                onCategoryCountsChanged={gear.refreshCategories}
                onClear={selection.clear}
              />
            </Suspense>
          )}
        </>
      )}

      {shown.drawer && (
        <PartLoading>
          <ItemDrawer.Component
            item={detailsItem}
            wear={detailsItem ? gear.wear.get(detailsItem.id) : undefined}
            explorer={gear.explorer}
            categories={categories}
            unit={unit}
            fallbackCurrency={fallbackCurrency}
            save={items.save}
            onPhotoChanged={(item) => void items.replace(item)}
            onDelete={(item) => {
              setDetailsId(null);
              void items.remove(item);
            }}
            onClose={() => setDetailsId(null)}
          />
        </PartLoading>
      )}
      {shown.categories && (
        <PartLoading>
          <CategoryDialog.Component
            open={managing}
            onClose={() => setManaging(false)}
            categories={categories}
            {...gear.categoryOptions}
          />
        </PartLoading>
      )}
      {shown.confirm && (
        <PartLoading>
          <DeleteItemDialog.Component
            item={deleting}
            onCancel={() => setDeleting(null)}
            onConfirm={(item) => {
              void items.remove(item);
              setDeleting(null);
            }}
          />
        </PartLoading>
      )}
    </div>
  );
}
