import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { dragAnnouncements, dragInstructions } from '@client/lib/drag-words';
import type { BundleEntry } from '@client/lib/api/bundle-types';
import { BundleEntryRow } from './bundle-entry-row';

interface BundleEntriesProps {
  entries: BundleEntry[];
  unit: WeightUnit;
  onQuantity: (entry: BundleEntry, quantity: number) => Promise<unknown>;
  onRemove: (entry: BundleEntry) => void;
  onMove: (entry: BundleEntry, overId: string) => void;
}

/** The bundle's items in their order, moved by drag and drop or from the keyboard. */
export function BundleEntries({ entries, unit, onQuantity, onRemove, onMove }: BundleEntriesProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Kept across renders while entries stay the same, so a drag's announcements share their state.
  const accessibility = useMemo(
    () => ({
      announcements: dragAnnouncements(
        entries.map((entry) => entry.id),
        (id) => entries.find((entry) => entry.id === id)?.item.name ?? 'The item',
      ),
      screenReaderInstructions: dragInstructions('item'),
    }),
    [entries],
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const entry = entries.find((candidate) => candidate.id === active.id);
    if (entry) onMove(entry, String(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={entries} strategy={verticalListSortingStrategy}>
        <ol className="bundle-entries" aria-label="Items in this bundle">
          {entries.map((entry) => (
            <BundleEntryRow
              key={entry.id}
              entry={entry}
              unit={unit}
              onQuantity={onQuantity}
              onRemove={onRemove}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
