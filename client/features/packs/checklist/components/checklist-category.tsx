import { Check } from 'lucide-react';
import { useId, type CSSProperties } from 'react';
import type { ChecklistGroup } from '@client/features/packs/checklist/utils/checklist-groups';
import { ChecklistLine, type ToggleLine } from './checklist-line';

interface ChecklistCategoryProps {
  group: ChecklistGroup;
  /** How many of its lines to draw yet (a long pack draws its lines in batches). */
  drawnLines: number;
  hidePacked: boolean;
  onToggle: ToggleLine;
}

/**
 * A category's lines under its name, colour and count. With packed lines hidden, a category
 * that is all packed shrinks to its heading, so the count still shows it is done.
 */
export function ChecklistCategory({
  group,
  drawnLines,
  hidePacked,
  onToggle,
}: ChecklistCategoryProps) {
  const headingId = useId();
  const { category, lines, packed } = group;
  const done = packed === lines.length;
  const listed = hidePacked ? lines.filter((line) => !line.packed) : lines;
  const shown = drawnLines < listed.length ? listed.slice(0, drawnLines) : listed;
  // --lines: a long list's placeholder height for the category while off screen (checklist.css).
  const style = { '--category-color': category.color, '--lines': shown.length } as CSSProperties;

  return (
    <section
      className={done ? 'checklist-category is-done' : 'checklist-category'}
      aria-labelledby={headingId}
      style={style}
    >
      <h2 className="checklist-category-heading" id={headingId}>
        <span className="checklist-category-dot" aria-hidden="true" />
        <span className="checklist-category-name">{category.name}</span>
        <span className="checklist-category-count">
          {done && <Check aria-hidden="true" size={16} strokeWidth={3} />}
          <span aria-hidden="true">
            {packed}/{lines.length}
          </span>
          <span className="visually-hidden">
            , {packed} of {lines.length} packed
          </span>
        </span>
      </h2>
      {shown.length > 0 && (
        <ul className="checklist-lines">
          {shown.map((line) => (
            <ChecklistLine key={line.id} line={line} onToggle={onToggle} />
          ))}
        </ul>
      )}
    </section>
  );
}
