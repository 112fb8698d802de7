import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

// The same options objects every time: new ones would make new sensors, and every draggable
// row of the pack would be drawn again on each change.
const POINTER = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * Mouse, touch and pen after a few pixels of movement (so a click on the grip stays a click),
 * and the keyboard: Space picks up, the arrow keys move, Space drops, Escape cancels.
 */
export function useDragSensors() {
  return useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
}
