import useSWR from 'swr';
import { MapMarker, MapView, type MapPosition } from '@client/components/map';
import { PageTitle } from '@client/components/page-title';
import { apiFetch } from '@client/lib/api-client';
import type { ApiSchema } from '@client/lib/api/schema';

type Place = ApiSchema<'PlaceResponseDto'>;

const PLACES_PATH = '/api/places';

const positionOf = (place: Place): MapPosition => ({
  latitude: place.latitude,
  longitude: place.longitude,
});

/**
 * /map: the user's saved places on the shared map, fitted to all of them on open. A place
 * dragged to a new position is saved there.
 */
export function Component() {
  const {
    data: places,
    error,
    mutate,
  } = useSWR<Place[], unknown>(PLACES_PATH, () => apiFetch<Place[]>(PLACES_PATH));
  // Fitted once the places are known; with none (or none loaded) the map keeps its view.
  const fitTo = places ? places.map(positionOf) : error ? [] : undefined;

  const move = (place: Place, position: MapPosition) => {
    const replace = (list: Place[] | undefined, next: Place) =>
      (list ?? []).map((each) => (each.id === next.id ? next : each));
    const saving = apiFetch<Place>(`${PLACES_PATH}/${encodeURIComponent(place.id)}`, {
      method: 'PATCH',
      body: JSON.stringify(position),
    });
    // Shown where it was dropped at once; back where it was if the server refuses.
    void mutate(
      saving.then((saved) => replace(places, saved)),
      {
        optimisticData: (current) => replace(current, { ...place, ...position }),
        rollbackOnError: true,
        revalidate: false,
      },
    ).catch(() => undefined);
  };

  return (
    <div className="map-screen">
      <PageTitle title="Map" />
      <h1 className="visually-hidden">Map</h1>
      <MapView label="Map of your places" fitTo={fitTo}>
        {places?.map((place) => (
          <MapMarker
            key={place.id}
            position={positionOf(place)}
            colorHex={place.color}
            icon={place.icon}
            title={place.name}
            draggable
            onDragEnd={(position) => move(place, position)}
            popover={
              <div>
                <strong>{place.name}</strong>
                {place.note && <p>{place.note}</p>}
              </div>
            }
          />
        ))}
      </MapView>
    </div>
  );
}
