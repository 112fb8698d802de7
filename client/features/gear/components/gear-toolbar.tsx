import { Search } from 'lucide-react';
import { useId } from 'react';
import type { GearCategory } from '@client/lib/api/gear-types';
import { ALL_CATEGORIES, NO_CATEGORY, type GearView } from '@client/features/gear/utils/gear-rows';

interface GearToolbarProps {
  view: GearView;
  categories: GearCategory[];
  onChange: (changes: Partial<GearView>) => void;
}

/** Search (name, brand, notes), a category filter, retired gear, and grouping. */
export function GearToolbar({ view, categories, onChange }: GearToolbarProps) {
  const ids = { search: useId(), category: useId() };
  return (
    <div className="gear-toolbar" role="search" aria-label="Filter gear">
      <div className="icon-field gear-search">
        <Search aria-hidden="true" size={18} className="icon-field-icon" />
        <label htmlFor={ids.search} className="visually-hidden">
          Search gear
        </label>
        <input
          id={ids.search}
          type="search"
          className="input"
          placeholder="Search name, brand, notes"
          autoComplete="off"
          value={view.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>
      <label htmlFor={ids.category} className="visually-hidden">
        Filter by category
      </label>
      <select
        id={ids.category}
        className="input gear-category-filter"
        value={view.categoryId}
        onChange={(event) => onChange({ categoryId: event.target.value })}
      >
        <option value={ALL_CATEGORIES}>All categories</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
        <option value={NO_CATEGORY}>No category</option>
      </select>
      <label className="toggle">
        <input
          type="checkbox"
          checked={view.showRetired}
          onChange={(event) => onChange({ showRetired: event.target.checked })}
        />
        <span>Show retired</span>
      </label>
      <label className="toggle">
        <input
          type="checkbox"
          checked={view.grouped}
          onChange={(event) => onChange({ grouped: event.target.checked })}
        />
        <span>Group by category</span>
      </label>
    </div>
  );
}
