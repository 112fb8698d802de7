import { useRowVirtualizer } from '@client/features/gear/hooks/use-row-virtualizer';
import { GearCard } from './gear-card';
import type { GearListProps } from './gear-table';
import { GroupSummary } from './group-row';
import { SelectAll } from './select-all';
import { SortControl } from './sort-control';

export const CARD_HEIGHT = 76;
export const CARD_GROUP_HEIGHT = 44;

/** The library on a phone: a list of cards, sorted from a menu instead of column headers. */
export function GearCards(props: GearListProps) {
  const { rows, categories, unit, fallbackCurrency, grouped, selected, editing, actions, wear } =
    props;
  const { bodyRef, totalSize, virtualRows } = useRowVirtualizer(rows, {
    item: CARD_HEIGHT,
    group: CARD_GROUP_HEIGHT,
  });
  return (
    <div className="gear-cards-wrap">
      <div className="gear-cards-head">
        <SelectAll
          count={props.shownCount}
          selectedCount={props.selectedShownCount}
          onChange={props.onSelectAll}
          libraryTotal={props.libraryTotal}
          visibleLabel
        />
        <SortControl sort={props.sort} order={props.order} onSort={props.onSort} />
      </div>
      <ul
        ref={bodyRef}
        className="gear-cards"
        aria-label="Gear library"
        style={{ height: totalSize }}
      >
        {virtualRows.map(({ row, index, offset }) =>
          row.kind === 'group' ? (
            <li
              key={row.key}
              className="gear-card-group"
              style={{ transform: `translateY(${offset}px)` }}
              aria-posinset={index + 1}
              aria-setsize={rows.length}
            >
              <GroupSummary {...row} unit={unit} />
            </li>
          ) : (
            <GearCard
              key={row.key}
              item={row.item}
              category={categories.find((category) => category.id === row.item.categoryId)}
              unit={unit}
              fallbackCurrency={fallbackCurrency}
              editingWeight={editing?.id === row.item.id && editing.field === 'weight'}
              showCategory={!grouped}
              selected={selected.has(row.item.id)}
              wear={wear.get(row.item.id)}
              offset={offset}
              position={index + 1}
              setSize={rows.length}
              actions={actions}
            />
          ),
        )}
      </ul>
    </div>
  );
}
