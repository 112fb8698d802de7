import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { WeightUnit } from '@domain/weight-units';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useDragSensors } from '@client/features/packs/hooks/use-drag-sensors';
import {
  linesDrawnPerGroup,
  useDrawnOnScroll,
} from '@client/features/packs/hooks/use-drawn-on-scroll';
import { categoryKey } from '@client/features/packs/utils/ids';
import { dragAnnouncements, dragInstructions } from '@client/lib/drag-words';
import type { PackSection } from '@client/features/packs/utils/pack-figures';
import { MoreLines } from './more-lines';
import { PackCategorySection } from './pack-category-section';
import type { LineActions } from '@client/features/packs/hooks/use-pack-editor';

interface PackSectionsProps {
  sections: PackSection[];
  unit: WeightUnit;
  actions: LineActions;
  highlightedLineId: string | null;
  onMoveCategory: (from: number, to: number) => void;
  onMoveLine: (categoryId: string | null, from: number, to: number) => void;
}

/** From here on, rows far from the screen are neither laid out nor painted (packs.css). */
const LONG_PACK_LINES = 300;

/** How many lines, in the pack's order, come up to and including line `lineId` (0: none). */
function linesThrough(sections: PackSection[], lineId: string): number {
  let count = 0;
  for (const section of sections) {
    const at = section.lines.findIndex((line) => line.id === lineId);
    if (at >= 0) return count + at + 1;
    count += section.lines.length;
  }
  return 0;
}

/**
 * The pack's categories, in its order, each draggable by its grip. Lines have a drag-and-drop
 * context of their own per category, so the arrow keys move a line among its neighbours and a
 * category among the categories, never one into the other.
 */
export function PackSections({
  sections,
  unit,
  actions,
  highlightedLineId,
  onMoveCategory,
  onMoveLine,
}: PackSectionsProps) {
  const sensors = useDragSensors();
  const ids = useMemo(() => sections.map((s) => categoryKey(s.category.categoryId)), [sections]);
  const lineCount = sections.reduce((sum, s) => sum + s.lines.length, 0);
  const { drawn, nearEndRef, drawAll } = useDrawnOnScroll(
    lineCount,
    highlightedLineId === null ? 0 : linesThrough(sections, highlightedLineId),
  );
  const drawnLines = linesDrawnPerGroup(
    sections.map((s) => s.lines.length),
    drawn,
  );
  // The same function from render to render, so that a batch of lines redraws only the
  // categories it reaches (PackCategorySection is memo).
  const moveLineRef = useRef(onMoveLine);
  useLayoutEffect(() => {
    moveLineRef.current = onMoveLine;
  });
  const moveLine = useCallback<typeof onMoveLine>(
    (categoryId, from, to) => moveLineRef.current(categoryId, from, to),
    [],
  );
  const announcements = useMemo(
    () =>
      dragAnnouncements(ids, (id) => {
        const section = sections.find((s) => categoryKey(s.category.categoryId) === id);
        return section ? `category ${section.category.name}` : 'the category';
      }),
    [ids, sections],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMoveCategory(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: dragInstructions('category') }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <div
          className={lineCount > LONG_PACK_LINES ? 'pack-categories is-long' : 'pack-categories'}
        >
          {sections.map((section, index) => {
            const lines = drawnLines[index] ?? null;
            return lines === null ? null : (
              <PackCategorySection
                key={categoryKey(section.category.categoryId)}
                section={section}
                drawnLines={lines}
                unit={unit}
                actions={actions}
                highlightedLineId={highlightedLineId}
                onMoveLine={moveLine}
              />
            );
          })}
        </div>
      </SortableContext>
      {drawn < lineCount && <MoreLines nearEndRef={nearEndRef} onShowAll={drawAll} />}
    </DndContext>
  );
}
