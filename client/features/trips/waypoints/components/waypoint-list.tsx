import { MapPinPlus, Pencil, Trash2 } from 'lucide-react';
import type { TripWaypoint } from '@client/features/trips/api/types';
import { formatDistance } from '@client/features/trips/utils/route-format';
import { MARKER_ICON_NAMES } from '@client/components/map';
import { WaypointBadge } from './waypoint-badge';

interface WaypointListProps {
  waypoints: TripWaypoint[];
  /** Each waypoint's distance along the route, by id, where it has one. */
  alongM: ReadonlyMap<string, number>;
  adding: boolean;
  onAdd: () => void;
  onShow: (waypoint: TripWaypoint) => void;
  onEdit: (waypoint: TripWaypoint) => void;
  onDelete: (waypoint: TripWaypoint) => void;
}

/** The trip's waypoints, in creation order: show one on the map, edit it or delete it. */
export function WaypointList(props: WaypointListProps) {
  const { waypoints, alongM, adding, onAdd, onShow, onEdit, onDelete } = props;
  return (
    <section className="trip-section" aria-labelledby="trip-waypoints-heading">
      <div className="trip-section-head">
        <h2 id="trip-waypoints-heading">Waypoints ({waypoints.length})</h2>
        <button type="button" className="button button-small" aria-pressed={adding} onClick={onAdd}>
          <MapPinPlus aria-hidden="true" size={16} />
          Add on the map
        </button>
      </div>
      {waypoints.length === 0 ? (
        <p className="muted">
          None yet. Camps split the trip into days; water sources set how much water you carry.
        </p>
      ) : (
        <ul className="trip-waypoints">
          {waypoints.map((waypoint) => {
            const along = alongM.get(waypoint.id);
            return (
              <li key={waypoint.id} className="trip-waypoint">
                {/* Named by what it shows, then what it does: a speech-input user says the
                    visible words (WCAG 2.5.3). */}
                <button
                  type="button"
                  className="trip-waypoint-show"
                  onClick={() => onShow(waypoint)}
                >
                  <WaypointBadge icon={waypoint.icon} color={waypoint.color} />
                  <span className="trip-waypoint-text">
                    <span className="trip-waypoint-name">{waypoint.name}</span>
                    <span className="trip-waypoint-kind">
                      {MARKER_ICON_NAMES[waypoint.icon]}
                      {along === undefined ? '' : ` · at ${formatDistance(along)}`}
                    </span>
                  </span>
                  <span className="visually-hidden">, show on the map</span>
                </button>
                <button
                  type="button"
                  className="icon-button small"
                  aria-label={`Edit ${waypoint.name}`}
                  title="Edit"
                  onClick={() => onEdit(waypoint)}
                >
                  <Pencil aria-hidden="true" size={18} />
                </button>
                <button
                  type="button"
                  className="icon-button small"
                  aria-label={`Delete ${waypoint.name}`}
                  title="Delete"
                  onClick={() => onDelete(waypoint)}
                >
                  <Trash2 aria-hidden="true" size={18} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
