import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { Glyph } from '@client/components/glyph';

interface DragHandleProps {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setRef: (element: HTMLElement | null) => void;
}

/** The grip a line or category is dragged by, with the mouse or Space and the arrow keys. */
export function DragHandle({ label, attributes, listeners, setRef }: DragHandleProps) {
  return (
    <button
      ref={setRef}
      type="button"
      className="drag-handle"
      {...attributes}
      {...listeners}
      aria-label={label}
      title="Drag to move, or press Space then the arrow keys"
    >
      <Glyph name="grip" />
    </button>
  );
}
