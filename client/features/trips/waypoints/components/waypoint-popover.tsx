import { Pencil, Trash2 } from 'lucide-react';
import type { TripWaypoint } from '@client/features/trips/api/types';
import { formatMetres } from '@client/features/trips/utils/route-format';
import { formatPosition, MARKER_ICON_NAMES } from '@client/components/map';
import { WaypointBadge } from './waypoint-badge';

interface WaypointPopoverProps {
  waypoint: TripWaypoint;
  onEdit: (waypoint: TripWaypoint) => void;
  onDelete: (waypoint: TripWaypoint) => void;
}

/** What a waypoint marker's popover says: its name, note and where it is, with Edit and Delete. */
export function WaypointPopover({ waypoint, onEdit, onDelete }: WaypointPopoverProps) {
  const height = waypoint.elevationM === null ? '' : ` · ${formatMetres(waypoint.elevationM)}`;
  return (
    <div className="trip-popover">
      <div className="trip-popover-head">
        <WaypointBadge icon={waypoint.icon} color={waypoint.color} size="large" />
        <div>
          <h2 className="trip-popover-name">{waypoint.name}</h2>
          <p className="trip-popover-meta">
            {MARKER_ICON_NAMES[waypoint.icon]}
            {height}
          </p>
        </div>
      </div>
      {waypoint.note && <p className="trip-popover-note">{waypoint.note}</p>}
      <p className="trip-popover-where">{formatPosition(waypoint)}</p>
      <div className="trip-popover-actions">
        <button
          type="button"
          className="button button-small"
          aria-label={`Edit ${waypoint.name}`}
          onClick={() => onEdit(waypoint)}
        >
          <Pencil aria-hidden="true" size={16} />
          Edit
        </button>
        <button
          type="button"
          className="button button-small button-danger-outline"
          aria-label={`Delete ${waypoint.name}`}
          onClick={() => onDelete(waypoint)}
        >
          <Trash2 aria-hidden="true" size={16} />
          Delete
        </button>
      </div>
    </div>
  );
}
