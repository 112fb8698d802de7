import type { TripWaypoint } from '@client/features/trips/api/types';
import { formatMetres } from '@client/features/trips/utils/route-format';
import { MARKER_ICON_NAMES, MarkerPopover } from '@client/components/map';
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
    <MarkerPopover
      className="trip-popover"
      name={waypoint.name}
      note={waypoint.note}
      position={waypoint}
      badge={<WaypointBadge icon={waypoint.icon} color={waypoint.color} size="large" />}
      meta={
        <>
          {MARKER_ICON_NAMES[waypoint.icon]}
          {height}
        </>
      }
      onEdit={() => onEdit(waypoint)}
      onDelete={() => onDelete(waypoint)}
    />
  );
}
