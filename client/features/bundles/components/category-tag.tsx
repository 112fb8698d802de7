import type { GearCategory } from '@client/lib/api/gear-types';

/** A category's colour and name, as the gear library shows it; nothing without one. */
export function CategoryTag({ category }: { category: GearCategory | undefined }) {
  if (!category) return null;
  return (
    <span className="bundle-category">
      <span
        className="bundle-category-dot"
        style={{ background: category.color }}
        aria-hidden="true"
      />
      <span className="bundle-category-name">{category.name}</span>
    </span>
  );
}
