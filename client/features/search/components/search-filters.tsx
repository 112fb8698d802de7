import { useId, useState } from 'react';
import { SEARCH_KINDS, type SearchKind } from '@domain/search';
import type { WeightUnit } from '@domain/weight-units';
import { useCategories } from '@client/lib/api/gear-categories';
import { formatWeightInput } from '@client/lib/number-format';
import { isWeightError, readWeightInput } from '@client/lib/weight-input';
import type { SearchFilters } from '@client/features/search/api/search';
import { KIND_HEADINGS } from '@client/features/search/utils/result-links';
import { hasDetailFilters } from '@client/features/search/utils/search-address';

interface SearchFiltersProps {
  filters: SearchFilters;
  unit: WeightUnit;
  onChange: (changes: Partial<SearchFilters>) => void;
  onClear: () => void;
  active: boolean;
}

/** Kinds as toggles; category, weight, days and retirement behind "More filters". */
export function SearchFiltersBar({ filters, unit, onChange, onClear, active }: SearchFiltersProps) {
  const toggle = (kind: SearchKind) =>
    onChange({
      kinds: filters.kinds.includes(kind)
        ? filters.kinds.filter((other) => other !== kind)
        : [...filters.kinds, kind],
    });
  const detailed = hasDetailFilters(filters);
  return (
    <div className="search-filters">
      <div className="search-kinds" role="group" aria-label="Kinds">
        {SEARCH_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="search-kind"
            aria-pressed={filters.kinds.includes(kind)}
            onClick={() => toggle(kind)}
          >
            {KIND_HEADINGS[kind]}
          </button>
        ))}
        {active && (
          <button type="button" className="search-clear" onClick={onClear}>
            Clear filters
          </button>
        )}
      </div>
      <details className="search-more-filters" open={detailed || undefined}>
        <summary>More filters</summary>
        <div className="search-filter-fields">
          <CategoryFilter
            value={filters.categoryId}
            onChange={(categoryId) => onChange({ categoryId })}
          />
          <WeightFilter
            label="Weight from"
            mg={filters.minWeightMg}
            unit={unit}
            onChange={(minWeightMg) => onChange({ minWeightMg })}
          />
          <WeightFilter
            label="Weight up to"
            mg={filters.maxWeightMg}
            unit={unit}
            onChange={(maxWeightMg) => onChange({ maxWeightMg })}
          />
          <DayFilter
            label="From day"
            value={filters.from}
            onChange={(from) => onChange({ from })}
          />
          <DayFilter label="To day" value={filters.to} onChange={(to) => onChange({ to })} />
          <RetiredFilter value={filters.retired} onChange={(retired) => onChange({ retired })} />
        </div>
      </details>
    </div>
  );
}

function CategoryFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  const { categories } = useCategories();
  return (
    <div className="search-filter">
      <label htmlFor={id}>Category</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">Any</option>
        {categories?.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A weight typed in the reader's unit ("1 lb 4 oz" too), applied on Enter or leaving the box. */
function WeightFilter({
  label,
  mg,
  unit,
  onChange,
}: {
  label: string;
  mg: number | null;
  unit: WeightUnit;
  onChange: (mg: number | null) => void;
}) {
  const id = useId();
  const shown = mg === null ? '' : formatWeightInput(mg, unit);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
  }
  const apply = () => {
    if (text.trim() === '') {
      setError(null);
      if (mg !== null) onChange(null);
      return;
    }
    const read = readWeightInput(text, unit);
    if (isWeightError(read)) return setError(read.error);
    setError(null);
    if (read.mg !== mg) onChange(read.mg);
  };
  return (
    <div className="search-filter">
      <label htmlFor={id}>
        {label} <span className="search-filter-unit">({unit})</span>
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="search-filter">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </div>
  );
}

function RetiredFilter({
  value,
  onChange,
}: {
  value: boolean | null;
  onChange: (value: boolean | null) => void;
}) {
  const id = useId();
  return (
    <div className="search-filter">
      <label htmlFor={id}>Retired gear</label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : event.target.value === 'true')
        }
      >
        <option value="">Shown</option>
        <option value="false">Left out</option>
        <option value="true">Only retired</option>
      </select>
    </div>
  );
}
