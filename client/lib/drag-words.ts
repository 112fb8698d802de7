import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

type Id = string | number;

/**
 * What a screen reader hears while a line or category is moved with the keyboard: names and
 * positions instead of dnd-kit's ids.
 */
export function dragAnnouncements(ids: readonly Id[], nameOf: (id: Id) => string): Announcements {
  const position = (id: Id) => `position ${ids.indexOf(id) + 1} of ${ids.length}`;
  // Where the item was last said to be: the drag starts over the item itself, and saying so
  // would cut off the instructions of "Picked up".
  let saidOver: Id | null = null;
  return {
    onDragStart: ({ active }) => {
      saidOver = active.id;
      return `Picked up ${nameOf(active.id)}, at ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === saidOver) return undefined;
      saidOver = over.id;
      return `${nameOf(active.id)} is now at ${position(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at ${position(over.id)}.`
        : `${nameOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} cancelled; it stays where it was.`,
  };
}

export const dragInstructions = (what: string): ScreenReaderInstructions => ({
  draggable: `To move this ${what}, press Space, then the up and down arrow keys; press Space again to drop it, or Escape to cancel.`,
});
