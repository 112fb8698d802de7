import type { GearCategory } from '@client/lib/api/gear-types';

/** A category's colour and name; "No category" when there is none. */
export function CategoryLabel({ category }: { category: GearCategory | null | undefined }) {
  if (!category) return <span className="muted">No category</span>;
  return (
    <span className="category-label">
      <span className="category-dot" style={{ background: category.color }} aria-hidden="true" />
      <span className="category-name">{category.name}</span>
    </span>
  );
}
