import 'leaflet/dist/leaflet.css';
import '@client/styles/map.css';
import { createLeafletContext, LeafletContext } from '@react-leaflet/core';
import type L from 'leaflet';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { type MapPosition } from './bounds';
import { fitMap } from './fit';
import { MapChrome } from './map-chrome';
import { attachMap, detachMap, sharedMap } from './shared-map';

export interface MapViewProps {
  /** The accessible name of the map region. */
  label: string;
  className?: string;
  /** A click on the map itself (not on a marker or a control). */
  onMapClick?: (position: MapPosition) => void;
  /**
   * Fitted once, the first time it is given after the view mounts (undefined while the caller
   * is still loading its positions); skipped when empty or invalid.
   */
  fitTo?: MapPosition[];
  /** react-leaflet children (MapMarker, …): they see the shared map through its context. */
  children?: ReactNode;
}

/**
 * Shows the one app-wide map in this box while mounted (its element moves in and out; the map
 * and its tile layers are kept), with the map's controls, and gives react-leaflet children the
 * shared map.
 */
export function MapView({ label, className, onMapClick, fitTo, children }: MapViewProps) {
  const host = useRef<HTMLDivElement>(null);
  // Made on the first MapView ever shown, then the same map every time.
  const [map] = useState<L.Map>(() => sharedMap().map);
  const [context] = useState(() => createLeafletContext(map));
  const fitted = useRef(false);
  const onClick = useRef(onMapClick);
  useLayoutEffect(() => {
    onClick.current = onMapClick;
  });

  useLayoutEffect(() => {
    const box = host.current;
    if (!box) return;
    attachMap(box);
    return () => detachMap(box);
  }, []);

  useLayoutEffect(() => {
    if (fitted.current || fitTo === undefined) return;
    fitted.current = true;
    fitMap(map, fitTo, false);
  }, [map, fitTo]);

  useEffect(() => {
    const handle = (event: L.LeafletMouseEvent) =>
      onClick.current?.({ latitude: event.latlng.lat, longitude: event.latlng.lng });
    map.on('click', handle);
    return () => {
      map.off('click', handle);
    };
  }, [map]);

  return (
    <section className={['map-view', className].filter(Boolean).join(' ')} aria-label={label}>
      <div className="map-host" ref={host} />
      <MapChrome map={map} />
      <LeafletContext value={context}>{children}</LeafletContext>
    </section>
  );
}
