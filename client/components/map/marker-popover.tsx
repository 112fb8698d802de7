import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MapPosition } from './bounds';
import { formatPosition } from './positions';

interface MarkerPopoverProps {
  name: string;
  note: string;
  position: MapPosition;
  /** The marker's icon in a disc of its colour, before the name. */
  badge: ReactNode;
  /** The line under the name: the icon's name, and whatever else the screen adds. */
  meta: ReactNode;
  /** The screen's own class beside marker-popover ("place-popover"). */
  className: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** What a saved marker's popover says: its name, note and where it is, with Edit and Delete. */
export function MarkerPopover(props: MarkerPopoverProps) {
  const { name, note, position, badge, meta, className, onEdit, onDelete } = props;
  return (
    <div className={`marker-popover ${className}`}>
      <div className="marker-popover-head">
        {badge}
        <div>
          <h2 className="marker-popover-name">{name}</h2>
          <p className="marker-popover-meta">{meta}</p>
        </div>
      </div>
      {note && <p className="marker-popover-note">{note}</p>}
      <p className="marker-popover-where">{formatPosition(position)}</p>
      <div className="marker-popover-actions">
        <button
          type="button"
          className="button button-small"
          aria-label={`Edit ${name}`}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" size={16} />
          Edit
        </button>
        <button
          type="button"
          className="button button-small button-danger-outline"
          aria-label={`Delete ${name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" size={16} />
          Delete
        </button>
      </div>
    </div>
  );
}
