import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ItemSort, SortOrder } from '@client/lib/api/gear-items';

interface SortHeaderProps {
  field: ItemSort;
  sort: ItemSort;
  order: SortOrder;
  onSort: (field: ItemSort) => void;
  className?: string;
  children: ReactNode;
}

/** A column header that sorts by its column; a second click reverses. */
export function SortHeader({ field, sort, order, onSort, className, children }: SortHeaderProps) {
  const active = field === sort;
  const Icon = active ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <div
      role="columnheader"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      className={['gear-cell', 'gear-header-cell', className].filter(Boolean).join(' ')}
    >
      <button
        type="button"
        className={active ? 'sort-button is-active' : 'sort-button'}
        onClick={() => onSort(field)}
      >
        {children}
        <Icon aria-hidden="true" size={14} className="sort-icon" />
      </button>
    </div>
  );
}
