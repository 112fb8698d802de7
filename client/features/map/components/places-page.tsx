import { List, MapPinPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { lazyPart, PartLoading } from '@client/components/lazy-part';
import {
  positionOf,
  samePosition,
  savedPosition,
  type MapActions,
  type MapPosition,
} from '@client/components/map';
import { LoadError } from '@client/components/load-error';
import { usePlaces } from '@client/features/map/api/get-places';
import type { Place } from '@client/features/map/api/types';
import { usePlacesScreen, type PlaceDraft } from '@client/features/map/hooks/use-places-screen';
import { usePlaceFromAddress } from '@client/features/map/hooks/use-place-from-address';
import { DeletePlaceDialog } from './delete-place-dialog';
import { PlaceList } from './place-list';
import { PlacesMap } from './places-map';
import { PlacesSheet } from './places-sheet';
import { PlacesEmpty, PlacesSkeleton } from './places-states';
import { FoundPlaceCard } from './found-place-card';
import { PlaceSearch } from './place-search';
import type { FoundPlace } from '@client/features/map/api/types';

// The place form (and Formik and Yup with it) loads when a place is first added or edited, or
// ahead of that on intent (a pointer over the map, focus on "Add place here"): the map's first
// view has no use for it.
const PlaceFormDialog = lazyPart(() =>
  import('./place-form-dialog').then((module) => module.PlaceFormDialog),
);

/**
 * /map: the user's places on the shared map, with their list beside it on a desktop and in a
 * sheet on a phone. A click on the map (or "Add place here" on a phone) adds a place; a marker
 * is dragged to move it, and clicked for its popover (Edit, Delete).
 */
export function PlacesPage() {
  const result = usePlaces();
  const { data: places, mutate } = result;
  const error: unknown = result.error;
  const screen = usePlacesScreen();
  const actions = useRef<MapActions | null>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  // A click on the map while a popover is open only closes the popover (as Leaflet does); it
  // does not also start a new place there.
  const closingPopover = useRef(false);
  // Once opened, the dialog stays mounted, so it closes as a dialog does (focus given back).
  const [formShown, setFormShown] = useState(false);
  // The place last chosen from the search, marked on the map until it is saved or dismissed.
  const [found, setFound] = useState<FoundPlace | null>(null);
  if (screen.draft !== null && !formShown) setFormShown(true);

  /**
   * From the list: the map centres on the place (keeping the zoom) and its marker's popover
   * opens, with the focus; by id, so places of the same name are told apart.
   */
  function show(place: Place) {
    actions.current?.centreOn(positionOf(place));
    screen.select(place);
  }
  const mapReady = usePlaceFromAddress(places, show);

  /** From the search: the map fits the place's area (or centres on it) and marks it. */
  function showFound(place: FoundPlace) {
    const { bounds } = place;
    const fitted =
      bounds !== undefined &&
      actions.current?.fitTo([
        { latitude: bounds.south, longitude: bounds.west },
        { latitude: bounds.north, longitude: bounds.east },
      ]);
    if (!fitted) actions.current?.centreOn(positionOf(place));
    setFound(place);
  }

  function onMapClick(position: MapPosition) {
    if (closingPopover.current) closingPopover.current = false;
    else screen.addAt(position);
  }

  function addAtCentre() {
    const centre = actions.current?.centre();
    if (centre) screen.addAt(centre);
  }

  const count = places?.length ?? 0;

  return (
    <div className="map-screen places-page">
      <h1 className="visually-hidden">Map</h1>
      <div className="places-layout">
        <aside className="places-side" aria-labelledby="places-side-heading">
          <h2 id="places-side-heading" className="places-side-heading">
            Your places{places ? ` (${count})` : ''}
          </h2>
          <p className="places-side-hint">
            Click the map to add a place; drag a marker to move it.
          </p>
          {places === undefined ? (
            error ? null : (
              <PlacesSkeleton />
            )
          ) : count === 0 ? (
            <p className="muted places-side-empty">None yet.</p>
          ) : (
            <PlaceList places={places} onShow={show} />
          )}
        </aside>

        <div
          className="places-map"
          ref={mapBox}
          onPointerEnter={PlaceFormDialog.preload}
          onPointerDownCapture={(event) => {
            const popup = mapBox.current?.querySelector('.leaflet-popup');
            closingPopover.current =
              popup !== null && popup !== undefined && !popup.contains(event.target as Node);
          }}
        >
          {places === undefined && error ? (
            <LoadError
              what="Your places"
              className="message-box places-message"
              error={error}
              onRetry={() => void mutate()}
            />
          ) : (
            <PlacesMap
              places={places}
              selectedId={screen.selectedId}
              onPopoverOpenChange={screen.popoverChanged}
              actionsRef={actions}
              onActionsReady={mapReady}
              onMapClick={onMapClick}
              onMove={screen.move}
              onEdit={screen.edit}
              onDelete={screen.askDelete}
              found={found}
            />
          )}
          {places !== undefined && (
            <div className="place-search-area">
              <PlaceSearch onChoose={showFound} />
              {found && (
                <FoundPlaceCard
                  place={found}
                  onSave={() => {
                    PlaceFormDialog.preload();
                    screen.addAt(positionOf(found), found.name);
                  }}
                  onDismiss={() => setFound(null)}
                />
              )}
            </div>
          )}
          {places !== undefined && count === 0 && <PlacesEmpty />}
          {places !== undefined && (
            <div className="places-phone-tools">
              <button type="button" className="button" onClick={screen.openSheet}>
                <List aria-hidden="true" size={18} />
                Places ({count})
              </button>
              <button
                type="button"
                className="button button-primary"
                onPointerEnter={PlaceFormDialog.preload}
                onFocus={PlaceFormDialog.preload}
                onClick={addAtCentre}
              >
                <MapPinPlus aria-hidden="true" size={18} />
                Add place here
              </button>
            </div>
          )}
          {places !== undefined && <span className="places-crosshair" aria-hidden="true" />}
        </div>
      </div>

      <PlacesSheet
        open={screen.sheetOpen}
        onClose={screen.closeSheet}
        places={places ?? []}
        onShow={show}
      />
      {formShown && (
        <PartLoading>
          <PlaceFormDialog.Component
            draft={screen.draft}
            onClose={screen.closeForm}
            save={screen.save}
            onSaved={(place: Place, draft: PlaceDraft) => {
              screen.saved(place, draft);
              // Saved from the search: its own marker takes the found one's place.
              const foundAt = found && savedPosition(positionOf(found));
              if (draft.kind === 'new' && foundAt && samePosition(foundAt, draft.position)) {
                setFound(null);
              }
            }}
          />
        </PartLoading>
      )}
      <DeletePlaceDialog
        place={screen.deleting}
        onCancel={screen.cancelDelete}
        onConfirm={screen.confirmDelete}
      />
    </div>
  );
}
