import { useMemo, useRef, useState } from 'react';
import { positionOf, type MapActions, type MapPosition } from '@client/components/map';
import type { RoutePoint } from '@domain/route/route-profile';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { useWeightUnit } from '@client/hooks/use-weight-unit';
import type { TripDetail } from '@client/features/trips/api/types';
import { useDayOverrides } from '@client/features/trips/budget/hooks/use-day-overrides';
import { useMapMode } from '@client/features/trips/hooks/use-map-mode';
import { useLeaveEditor } from '@client/features/trips/route/hooks/use-leave-editor';
import { useRouteEditor } from '@client/features/trips/route/hooks/use-route-editor';
import { useTripActions } from '@client/features/trips/hooks/use-trip-actions';
import { useTripFigures } from '@client/features/trips/hooks/use-trip-figures';
import { useTripMutations } from '@client/features/trips/hooks/use-trip-mutations';
import { useWaypointEditing } from '@client/features/trips/waypoints/hooks/use-waypoint-editing';
import { DiscardRouteDialog } from '@client/features/trips/route/components/discard-route-dialog';
import { RouteTools } from '@client/features/trips/route/components/route-tools';
import { TripBudget } from '@client/features/trips/budget/components/trip-budget';
import { TripDays } from '@client/features/trips/budget/components/trip-days';
import { useTripActivities } from '@client/features/trips/api/trip-activities';
import { TripActivities } from './trip-activities';
import { TripDetailsForm } from './trip-details-form';
import { TripHeader } from './trip-header';
import { fitPositions, TripMap } from './trip-map';
import { TripMapBar } from '@client/features/trips/route/components/trip-map-bar';
import { TripPacks } from '@client/features/trips/budget/components/trip-packs';
import { TripProfile } from './trip-profile';
import { TripStats } from './trip-stats';
import { WaypointFormDialog } from '@client/features/trips/waypoints/components/waypoint-form-dialog';
import { WaypointList } from '@client/features/trips/waypoints/components/waypoint-list';

const NO_POINTS: readonly RoutePoint[] = [];
const ONE_SEGMENT: readonly number[] = [];

/**
 * A trip, loaded: the map with the route and waypoints, the elevation profile under it (linked
 * both ways), and beside them (below on a phone) the figures, the days, the food and water, the
 * packs, the waypoints and the details.
 */
export function TripScreen({ trip }: { trip: TripDetail }) {
  const [unit] = useWeightUnit();
  const mutations = useTripMutations(trip.id);
  const editor = useRouteEditor(
    trip.route?.points ?? NO_POINTS,
    trip.route?.segmentStarts ?? ONE_SEGMENT,
    mutations,
  );
  const figures = useTripFigures(trip, editor.points, editor.segmentStarts);
  const leaving = useLeaveEditor(editor);
  const waypoints = useWaypointEditing(mutations);
  const mapMode = useMapMode();
  const overrides = useDayOverrides(trip, mutations);
  const mapActions = useRef<MapActions | null>(null);
  const actions = useTripActions(trip, mutations, (saved) => {
    mapActions.current?.fitTo(fitPositions(saved));
  });
  const [hoverIndex, setHoverIndex] = useState<number | null>(null);
  const tripActivities = useTripActivities(trip.id);
  const doneLines = useMemo(
    () =>
      (tripActivities.data?.activities ?? []).map((activity) => ({
        id: activity.id,
        line: activity.line,
        segmentStarts: activity.lineSegmentStarts,
      })),
    [tripActivities.data],
  );
  const mapBox = useRef<HTMLDivElement>(null);
  // A click on the map while a popover is open only closes the popover (as Leaflet does).
  const closingPopover = useRef(false);

  function onMapClick(position: MapPosition) {
    if (closingPopover.current) {
      closingPopover.current = false;
      return;
    }
    if (mapMode.mode === 'add-waypoint') waypoints.addAt(position);
    else if (mapMode.mode === 'pick-location') mapMode.picked(position);
  }

  /** On a phone the map may be scrolled away when a mode that needs it starts. */
  const bringMap = () => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    mapBox.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  };

  /** The bar's "at the centre" button: what a click at the map's centre would do. */
  function atCentre() {
    const centre = mapActions.current?.centre();
    if (!centre) return;
    if (editor.open && editor.points) {
      const { points } = editor;
      editor.change([...points, [centre.latitude, centre.longitude, null]], {
        type: 'add',
        index: points.length,
        byKeyboard: true,
      });
    } else onMapClick(centre);
  }

  const showWaypoint = (waypoint: TripDetail['waypoints'][number]) => {
    bringMap();
    mapActions.current?.centreOn(positionOf(waypoint));
    waypoints.select(waypoint);
  };

  const startDrawing = () => {
    mapMode.done();
    editor.start();
    bringMap();
  };

  return (
    <>
      <div className="trip-layout">
        <TripHeader trip={trip} actions={actions} mutations={mutations} />
        <div className="trip-stage">
          <div
            className={`trip-map mode-${editor.open ? 'draw' : mapMode.mode}`}
            ref={mapBox}
            onPointerDownCapture={(event) => {
              const popup = mapBox.current?.querySelector('.leaflet-popup');
              closingPopover.current = !!popup && !popup.contains(event.target as Node);
            }}
          >
            <TripMap
              trip={trip}
              figures={figures}
              waypoints={waypoints}
              editor={editor}
              hoverIndex={hoverIndex}
              onHoverIndexChange={setHoverIndex}
              onMapClick={onMapClick}
              actionsRef={mapActions}
              doneLines={doneLines}
            />
            {(editor.open || mapMode.mode !== 'view') && (
              <span className="trip-crosshair" aria-hidden="true" />
            )}
          </div>
          <TripMapBar
            mode={mapMode.mode}
            editor={editor}
            figures={figures}
            onDone={mapMode.done}
            onCancelDrawing={() => leaving.leave()}
            onUseCentre={atCentre}
          />
          <TripProfile
            name={trip.name}
            figures={figures}
            hoverIndex={hoverIndex}
            onHoverIndexChange={setHoverIndex}
            height={150}
          />
        </div>
        <div className="trip-panel">
          <TripStats trip={trip} figures={figures} mutations={mutations} drafting={editor.open} />
          <RouteTools trip={trip} editor={{ ...editor, start: startDrawing }} actions={actions} />
          <TripDays trip={trip} figures={figures} overrides={overrides} />
          <TripActivities
            trip={trip}
            figures={figures}
            data={tripActivities.data}
            error={tripActivities.error as unknown}
            reload={() => tripActivities.mutate()}
          />
          <TripBudget
            trip={trip}
            figures={figures}
            unit={unit}
            mutations={mutations}
            hoverIndex={hoverIndex}
            onHoverIndexChange={setHoverIndex}
          />
          <TripPacks trip={trip} unit={unit} mutations={mutations} />
          <WaypointList
            waypoints={trip.waypoints}
            alongM={figures.alongM}
            adding={mapMode.mode === 'add-waypoint'}
            onAdd={() =>
              leaving.leave(() => {
                if (mapMode.mode !== 'add-waypoint') bringMap();
                mapMode.toggleAddWaypoint();
              })
            }
            onShow={showWaypoint}
            onEdit={waypoints.edit}
            onDelete={waypoints.askDelete}
          />
          <TripDetailsForm
            trip={trip}
            mutations={mutations}
            picking={mapMode.mode === 'pick-location'}
            onPick={(receive) =>
              leaving.leave(() => {
                bringMap();
                mapMode.pickLocation(receive);
              })
            }
            onCancelPick={mapMode.done}
          />
        </div>
      </div>

      <DiscardRouteDialog leaving={leaving} />
      <WaypointFormDialog
        draft={waypoints.draft}
        onClose={waypoints.closeForm}
        save={waypoints.save}
        onSaved={waypoints.saved}
      />
      <ConfirmDialog
        open={waypoints.deleting !== null}
        title={`Delete ${waypoints.deleting?.name ?? 'waypoint'}?`}
        confirmLabel="Delete waypoint"
        danger
        onCancel={waypoints.cancelDelete}
        onConfirm={() => {
          if (waypoints.deleting) waypoints.confirmDelete(waypoints.deleting);
        }}
      >
        <p>Its marker leaves the map, with its note. This cannot be undone.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={actions.deleting}
        title={`Delete ${trip.name}?`}
        confirmLabel="Delete trip"
        danger
        onCancel={actions.cancelDelete}
        onConfirm={actions.confirmDelete}
      >
        <p>
          The trip goes, with its route, waypoints and notes. Its packs stay on your packs page.
        </p>
      </ConfirmDialog>
    </>
  );
}
