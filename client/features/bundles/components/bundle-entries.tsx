import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import type { BundleEntry } from '../api/types';
import { BundleEntryRow } from './bundle-entry-row';

interface BundleEntriesProps {
  entries: BundleEntry[];
  unit: WeightUnit;
  onQuantity: (entry: BundleEntry, quantity: number) => Promise<unknown>;
  onRemove: (entry: BundleEntry) => void;
  onMove: (entry: BundleEntry, overId: string) => void;
}

const INSTRUCTIONS = {
  draggable:
    'To move an item, press Space or Enter on its handle, choose its place with the up and down arrow keys, then press Space or Enter to drop it there, or Escape to leave it where it was.',
};

/**
 * What a screen reader hears while an item moves: its name and place, never an internal id. A
 * drag starts over the item's own place, which is not news: only a new place is announced.
 */
function announcements(entries: BundleEntry[]): Announcements {
  const name = (id: UniqueIdentifier) =>
    entries.find((entry) => entry.id === id)?.item.name ?? 'The item';
  const place = (id: UniqueIdentifier) =>
    `position ${entries.findIndex((entry) => entry.id === id) + 1} of ${entries.length}`;
  let announcedPlace: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      announcedPlace = active.id;
      return `Picked up ${name(active.id)}, at ${place(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedPlace) return undefined;
      announcedPlace = over.id;
      return `${name(active.id)} is now at ${place(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at ${place(over.id)}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled: ${name(active.id)} stays at ${place(active.id)}.`,
  };
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
    () => ({ announcements: announcements(entries), screenReaderInstructions: INSTRUCTIONS }),
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
