import type { WeightUnit } from '@domain/weight-units';
import type { ItemSort, SortOrder } from '@client/lib/api/gear-items';
import type { GearCategory } from '@client/lib/api/gear-types';
import type { LibraryWear } from '@client/features/gear/utils/item-wear';
import { useRowVirtualizer } from '@client/features/gear/hooks/use-row-virtualizer';
import type { CellField } from '@client/features/gear/utils/cell-fields';
import type { GearRowModel } from '@client/features/gear/utils/gear-rows';
import { GearRow } from './gear-row';
import { GroupSummary } from './group-row';
import type { RowActions } from './row-actions';
import { SelectAll } from './select-all';
import { SortHeader } from './sort-header';

export const ROW_HEIGHT = 48;
export const GROUP_ROW_HEIGHT = 44;
const COLUMN_COUNT = 9;
/** The header is row 1; items start at 2. */
const FIRST_BODY_ROW = 2;

export interface GearListProps {
  rows: GearRowModel[];
  categories: GearCategory[];
  unit: WeightUnit;
  fallbackCurrency: string;
  /** The sort as chosen (the header shows a click at once; the rows follow). */
  sort: ItemSort;
  order: SortOrder;
  /** Whether the rows come grouped by category. */
  grouped: boolean;
  onSort: (field: ItemSort) => void;
  selected: ReadonlySet<string>;
  shownCount: number;
  selectedShownCount: number;
  /** Null until every item has loaded: "all" cannot be ticked before it is known. */
  onSelectAll: ((checked: boolean) => void) | null;
  /** The whole library's size, for the select-all box while it waits. */
  libraryTotal: number;
  editing: { id: string; field: CellField } | null;
  actions: RowActions;
  /** Each item's gear mileage (Explorer), by id; empty on Basic. */
  wear: ReadonlyMap<string, LibraryWear>;
}

/** The library as a spreadsheet-like table: sortable headers, rows drawn as they scroll in. */
export function GearTable(props: GearListProps) {
  const { rows, categories, unit, fallbackCurrency, selected, editing, actions, wear } = props;
  const { bodyRef, totalSize, virtualRows } = useRowVirtualizer(rows, {
    item: ROW_HEIGHT,
    group: GROUP_ROW_HEIGHT,
  });
  const sortProps = { sort: props.sort, order: props.order, onSort: props.onSort };

  return (
    <div
      role="table"
      aria-label="Gear library"
      aria-rowcount={rows.length + 1}
      className="gear-table"
    >
      <div role="rowgroup" className="gear-head">
        <div role="row" aria-rowindex={1} className="gear-grid gear-head-row">
          <div role="columnheader" className="gear-cell gear-cell-select">
            <SelectAll
              count={props.shownCount}
              selectedCount={props.selectedShownCount}
              onChange={props.onSelectAll}
              libraryTotal={props.libraryTotal}
            />
          </div>
          <div role="columnheader" className="gear-cell gear-cell-photo">
            <span className="visually-hidden">Photo</span>
          </div>
          <SortHeader field="name" className="gear-cell-name" {...sortProps}>
            Name
          </SortHeader>
          <SortHeader field="brand" className="gear-cell-brand" {...sortProps}>
            Brand
          </SortHeader>
          <SortHeader field="category" className="gear-cell-category" {...sortProps}>
            Category
          </SortHeader>
          <SortHeader field="weight" className="gear-cell-weight numeric" {...sortProps}>
            Weight
          </SortHeader>
          <SortHeader field="quantity" className="gear-cell-quantity numeric" {...sortProps}>
            <span aria-hidden="true">Qty</span>
            <span className="visually-hidden">Quantity</span>
          </SortHeader>
          <SortHeader field="price" className="gear-cell-price numeric" {...sortProps}>
            Price
          </SortHeader>
          <div role="columnheader" className="gear-cell gear-cell-actions">
            <span className="visually-hidden">Actions</span>
          </div>
        </div>
      </div>
      <div role="rowgroup" ref={bodyRef} className="gear-body" style={{ height: totalSize }}>
        {virtualRows.map(({ row, index, offset }) => {
          const rowIndex = index + FIRST_BODY_ROW;
          if (row.kind === 'group') {
            return (
              <div
                key={row.key}
                role="row"
                aria-rowindex={rowIndex}
                className="gear-group-row"
                style={{ transform: `translateY(${offset}px)` }}
              >
                <div role="cell" aria-colspan={COLUMN_COUNT} className="gear-group-cell">
                  <GroupSummary {...row} unit={unit} />
                </div>
              </div>
            );
          }
          return (
            <GearRow
              key={row.key}
              item={row.item}
              categories={categories}
              unit={unit}
              fallbackCurrency={fallbackCurrency}
              editing={editing?.id === row.item.id ? editing.field : null}
              selected={selected.has(row.item.id)}
              wear={wear.get(row.item.id)}
              rowIndex={rowIndex}
              offset={offset}
              actions={actions}
            />
          );
        })}
      </div>
    </div>
  );
}
