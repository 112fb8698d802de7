import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { useId } from 'react';
import { ITEM_SORTS, type ItemSort, type SortOrder } from '@client/lib/api/gear-items';

const SORT_LABELS: Record<ItemSort, string> = {
  name: 'Name',
  brand: 'Brand',
  category: 'Category',
  weight: 'Weight',
  quantity: 'Quantity',
  price: 'Price',
  updated: 'Last changed',
};

interface SortControlProps {
  sort: ItemSort;
  order: SortOrder;
  /** Same field: reverses; another: sorts by it. */
  onSort: (field: ItemSort) => void;
}

/** Sorting where there are no column headers (phones): a menu and a direction button. */
export function SortControl({ sort, order, onSort }: SortControlProps) {
  const id = useId();
  const Icon = order === 'asc' ? ArrowUpNarrowWide : ArrowDownWideNarrow;
  return (
    <div className="sort-control">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        className="input input-small"
        value={sort}
        onChange={(event) => onSort(event.target.value as ItemSort)}
      >
        {ITEM_SORTS.map((field) => (
          <option key={field} value={field}>
            {SORT_LABELS[field]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="icon-button"
        aria-label={
          order === 'asc' ? 'Ascending: switch to descending' : 'Descending: switch to ascending'
        }
        onClick={() => onSort(sort)}
      >
        <Icon aria-hidden="true" size={20} />
      </button>
    </div>
  );
}
