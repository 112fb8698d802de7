import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { WeightUnit } from '@domain/weight-units';
import { formatWeight } from '@client/lib/number-format';
import { memo, useMemo } from 'react';
import { useDragSensors } from '@client/features/packs/hooks/use-drag-sensors';
import { categoryKey } from '@client/features/packs/utils/ids';
import { dragAnnouncements, dragInstructions } from '@client/lib/drag-words';
import { itemCountText } from '@client/features/packs/utils/line-words';
import { lineName, type PackSection } from '@client/features/packs/utils/pack-figures';
import { DragHandle } from './drag-handle';
import type { LineActions } from '@client/features/packs/hooks/use-pack-editor';
import { PackLineRow } from './pack-line-row';

interface PackCategorySectionProps {
  section: PackSection;
  /** How many of its lines to draw yet (a long pack draws its lines in batches). */
  drawnLines: number;
  unit: WeightUnit;
  actions: LineActions;
  highlightedLineId: string | null;
  /** A line moved within this category, from one place to another. */
  onMoveLine: (categoryId: string | null, from: number, to: number) => void;
}

/**
 * One category of the pack: its header (grip, colour, name, subtotal) and its lines, which
 * move among themselves only (their category is the item's, set in the library).
 */
export const PackCategorySection = memo(function PackCategorySection({
  section,
  drawnLines,
  unit,
  actions,
  highlightedLineId,
  onMoveLine,
}: PackCategorySectionProps) {
  const { category, totals, lines } = section;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: categoryKey(category.categoryId) });
  const sensors = useDragSensors();
  // The same ids keep the same list, so a change to one line does not redraw its neighbours
  // (each row reads the list through dnd-kit's context). Every id is listed, drawn or not yet.
  const idsKey = lines.map((line) => line.id).join(' ');
  const ids = useMemo(() => (idsKey === '' ? [] : idsKey.split(' ')), [idsKey]);
  const announcements = useMemo(
    () =>
      dragAnnouncements(ids, (id) => {
        const line = lines.find((l) => l.id === id);
        return line ? lineName(line) : 'the line';
      }),
    [ids, lines],
  );
  const lineTotal = new Map(totals?.items.map((item) => [item.lineId, item.totalMg]));
  const headingId = `category-${categoryKey(category.categoryId)}`;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMoveLine(category.categoryId, from, to);
  };

  return (
    <section
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      className={['pack-category', isDragging && 'is-dragging'].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <header className="pack-category-header">
        <DragHandle
          label={`Move category ${category.name}`}
          attributes={attributes}
          listeners={listeners}
          setRef={setActivatorNodeRef}
        />
        <h2 id={headingId} className="pack-category-name">
          <span className="pack-dot" style={{ background: category.color }} aria-hidden="true" />
          {category.name}
        </h2>
        <span className="pack-category-stats">
          <span className="visually-hidden">{category.name} weighs </span>
          {formatWeight(totals?.totalMg ?? 0, unit)}
          <span className="pack-category-count"> · {itemCountText(totals?.itemCount ?? 0)}</span>
        </span>
      </header>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: dragInstructions('line') }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ul className="pack-lines" aria-labelledby={headingId}>
            {(drawnLines < lines.length ? lines.slice(0, drawnLines) : lines).map((line) => (
              <PackLineRow
                key={line.id}
                line={line}
                totalMg={lineTotal.get(line.id) ?? 0}
                unit={unit}
                actions={actions}
                highlighted={highlightedLineId === line.id}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </section>
  );
});
