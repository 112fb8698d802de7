interface SelectAllProps {
  /** Items shown (what "all" means here). */
  count: number;
  selectedCount: number;
  /** Null while the library is still loading: the box waits, and says so. */
  onChange: ((checked: boolean) => void) | null;
  /** The whole library's size, named while the box waits for it. */
  libraryTotal: number;
  /** Shown beside the box, e.g. on phones; the name is there either way. */
  visibleLabel?: boolean;
}

/**
 * Ticks every shown item, or none; a part selection shows as a dash (indeterminate). Until the
 * whole library has loaded it is disabled, named for what it waits for: "all" would otherwise
 * tick only the items loaded so far.
 */
export function SelectAll({
  count,
  selectedCount,
  onChange,
  libraryTotal,
  visibleLabel = false,
}: SelectAllProps) {
  const waiting = onChange === null;
  const all = !waiting && count > 0 && selectedCount === count;
  const label = waiting
    ? `Select all: available once all ${libraryTotal.toLocaleString()} items have loaded`
    : `Select all ${count.toLocaleString()} shown items`;
  const box = (
    <input
      type="checkbox"
      aria-label={visibleLabel ? undefined : label}
      title={waiting ? label : undefined}
      checked={all}
      disabled={waiting || count === 0}
      ref={(element) => {
        if (element) element.indeterminate = selectedCount > 0 && !all;
      }}
      onChange={(event) => onChange?.(event.target.checked)}
    />
  );
  if (!visibleLabel) return box;
  return (
    <label className="select-all-label">
      {box}
      <span>
        Select all
        <span className="visually-hidden">
          {waiting
            ? `: available once all ${libraryTotal.toLocaleString()} items have loaded`
            : ` ${count.toLocaleString()} shown items`}
        </span>
      </span>
    </label>
  );
}
