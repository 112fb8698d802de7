import { Tags } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { LoadError } from '@client/components/load-error';
import { UnitSwitcher } from '@client/components/unit-switcher';
import type { BulkAction, GearItem } from '../api/types';
import { MAX_LOADED_ITEMS } from '../api/use-gear-items';
import { useGearLibrary } from '../hooks/use-gear-library';
import { useMediaQuery } from '../hooks/use-media-query';
import { useNewItemShortcut } from '../hooks/use-new-item-shortcut';
import { useWeightUnit } from '@client/lib/use-weight-unit';
import { isCellError, neighbourField, readCell, type CellField } from '../utils/cell-fields';
import { ALL_CATEGORIES, NO_CATEGORY } from '../utils/gear-rows';
import { BulkBar } from './bulk-bar';
import { CategoryDialog } from './category-dialog';
import { GearCards } from './gear-cards';
import { GearEmpty, GearNoMatches, GearSkeleton } from './gear-states';
import { GearSummary } from './gear-summary';
import { GearTable } from './gear-table';
import { GearToolbar } from './gear-toolbar';
import { ItemDrawer } from './item-drawer';
import { NewItemRow } from './new-item-row';
import type { RowActions } from './row-actions';

/** Below this width the table becomes a list of cards (thumb-sized, no sideways scrolling). */
const CARDS_QUERY = '(max-width: 720px)';
/** Below this width the table leaves out the brand column (gear.css). */
const NO_BRAND_QUERY = '(max-width: 960px)';

/** The gear screen: the whole library as a fast, editable list. */
export function GearLibrary() {
  const [unit, setUnit] = useWeightUnit();
  const gear = useGearLibrary();
  const { library, items, categories, view, selection } = gear;
  const compact = useMediaQuery(CARDS_QUERY);
  const noBrand = useMediaQuery(NO_BRAND_QUERY);
  const [editing, setEditing] = useState<{ id: string; field: CellField } | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<GearItem | null>(null);
  const [managing, setManaging] = useState(false);
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
      open: setDetailsId,
      remove: setDeleting,
    }),
    [items, unit, fallbackCurrency, selection.toggle, noBrand],
  );

  const onBulk = useCallback(
    (action: BulkAction, categoryId: string | null = null) => {
      const name = categories.find((category) => category.id === categoryId)?.name ?? '';
      void items.bulk(gear.selectedShown, action, { categoryId, name }).then((done) => {
        if (done) selection.clear();
      });
    },
    [items, categories, gear.selectedShown, selection],
  );

  const detailsItem = detailsId
    ? (gear.loaded.find((item) => item.id === detailsId) ?? null)
    : null;
  const filterCategory =
    view.categoryId === ALL_CATEGORIES || view.categoryId === NO_CATEGORY ? null : view.categoryId;
  const List = compact ? GearCards : GearTable;

  return (
    <div className="page gear-page">
      <header className="screen-header gear-header">
        <div>
          <h1>Gear</h1>
          <GearSummary
            items={library.items}
            unit={unit}
            total={library.total}
            complete={library.complete}
          />
        </div>
        <div className="screen-header-actions">
          <UnitSwitcher value={unit} onChange={setUnit} label="Show weights in" />
          <button type="button" className="button" onClick={() => setManaging(true)}>
            <Tags aria-hidden="true" size={18} />
            Categories
          </button>
        </div>
      </header>

      {library.items === undefined ? (
        library.error ? (
          <LoadError what="Your gear" error={library.error} onRetry={() => void library.mutate()} />
        ) : (
          <GearSkeleton />
        )
      ) : (
        <>
          {library.items.length > 0 && (
            <GearToolbar view={view} categories={categories} onChange={gear.changeView} />
          )}
          {gear.serverSide && (
            <p className="gear-note">
              Your library has more than {MAX_LOADED_ITEMS.toLocaleString()} items: search, filters
              and sorting ask the server, and the first {MAX_LOADED_ITEMS.toLocaleString()} matches
              show.
            </p>
          )}
          <NewItemRow
            categories={categories}
            unit={unit}
            defaultCategoryId={filterCategory}
            onCreate={(draft) => void items.create(draft)}
            nameRef={nameRef}
          />
          {library.items.length === 0 ? (
            <GearEmpty />
          ) : gear.rows.length === 0 ? (
            <GearNoMatches onClear={gear.resetView} />
          ) : (
            <List
              rows={gear.rows}
              categories={categories}
              unit={unit}
              fallbackCurrency={fallbackCurrency}
              view={view}
              onSort={gear.sortBy}
              selected={selection.selected}
              shownCount={gear.visible.length}
              selectedShownCount={gear.selectedShown.length}
              onSelectAll={gear.selectAllShown}
              editing={editing}
              actions={actions}
            />
          )}
          {gear.selectedShown.length > 0 && (
            <BulkBar
              items={gear.selectedShown}
              categories={categories}
              onAction={onBulk}
              onClear={selection.clear}
            />
          )}
        </>
      )}

      <ItemDrawer
        item={detailsItem}
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
      <CategoryDialog
        open={managing}
        onClose={() => setManaging(false)}
        categories={categories}
        mutations={gear.categoryMutations}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'item'}?`}
        confirmLabel="Delete item"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void items.remove(deleting);
          setDeleting(null);
        }}
      >
        <p>
          It goes from your library and from every pack and bundle that lists it. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
