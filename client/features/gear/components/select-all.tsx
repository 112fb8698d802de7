interface SelectAllProps {
  /** Items shown (what "all" means here). */
  count: number;
  selectedCount: number;
  onChange: (checked: boolean) => void;
  /** Shown beside the box, e.g. on phones; the name is there either way. */
  visibleLabel?: boolean;
}

/** Ticks every shown item, or none; a part selection shows as a dash (indeterminate). */
export function SelectAll({
  count,
  selectedCount,
  onChange,
  visibleLabel = false,
}: SelectAllProps) {
  const all = count > 0 && selectedCount === count;
  const label = `Select all ${count} shown items`;
  const box = (
    <input
      type="checkbox"
      aria-label={visibleLabel ? undefined : label}
      checked={all}
      disabled={count === 0}
      ref={(element) => {
        if (element) element.indeterminate = selectedCount > 0 && !all;
      }}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
  if (!visibleLabel) return box;
  return (
    <label className="select-all-label">
      {box}
      <span>
        Select all<span className="visually-hidden"> {count} shown items</span>
      </span>
    </label>
  );
}
