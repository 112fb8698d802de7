import L from 'leaflet';
import { Layers, LocateFixed, Minus, Mountain, Plus, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CoordinateGrid } from './coordinate-grid';
import { locateOnce } from './locate';
import {
  readContoursOn,
  readMapStyle,
  storeContoursOn,
  storeMapStyle,
  type MapStyle,
} from './map-preferences';
import { showLayers } from './shared-map';
import { useTileSources } from './tile-sources';
import { TROUBLE_HEADLINES, tileTrouble, type TileTrouble } from './tile-trouble';

const LOCATE_ZOOM = 15;
const STATUS_SHOWN_MS = 8_000;

/** The zoom the map shows, and whether it can go further either way. */
function useZoom(map: L.Map) {
  const [zoom, setZoom] = useState(() => map.getZoom());
  useEffect(() => {
    const update = () => setZoom(map.getZoom());
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);
  return { canZoomIn: zoom < map.getMaxZoom(), canZoomOut: zoom > map.getMinZoom() };
}

/** A message as a sentence: the server's end without a full stop. */
const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The tiles' trouble, if any, with a coordinate grid drawn on the map while it lasts. */
function useTileTrouble(map: L.Map): TileTrouble | null {
  const trouble = useSyncExternalStore(tileTrouble.subscribe, tileTrouble.current, () => null);
  const troubled = trouble !== null;
  useEffect(() => {
    if (!troubled) return;
    const grid = new CoordinateGrid().addTo(map);
    return () => {
      grid.remove();
    };
  }, [map, troubled]);
  return trouble;
}

/** Where the user is, drawn on the map while this part is mounted. */
function useLocationMarker(map: L.Map) {
  const layer = useRef<L.LayerGroup | null>(null);
  useEffect(
    () => () => {
      layer.current?.remove();
    },
    [map],
  );
  return (position: GeolocationPosition) => {
    const { latitude, longitude, accuracy } = position.coords;
    layer.current?.remove();
    layer.current = L.layerGroup([
      L.circle([latitude, longitude], { radius: accuracy, className: 'map-location-accuracy' }),
      L.circleMarker([latitude, longitude], { radius: 7, className: 'map-location' }),
    ]).addTo(map);
    map.setView([latitude, longitude], Math.max(map.getZoom(), LOCATE_ZOOM));
  };
}

/**
 * The map's own controls: the style (standard or satellite), contour lines, the user's
 * location and zoom, as labelled buttons; the chosen style and contours are remembered. The
 * layers follow the choices (the scale bar and attribution are Leaflet's own controls).
 */
export function MapChrome({ map }: { map: L.Map }) {
  const { data: sources, error, mutate: refreshSources } = useTileSources();
  const [style, setStyle] = useState<MapStyle>(() => readMapStyle());
  const [contours, setContours] = useState(() => readContoursOn());
  const [status, setStatus] = useState('');
  const [locating, setLocating] = useState(false);
  const { canZoomIn, canZoomOut } = useZoom(map);
  const showLocation = useLocationMarker(map);
  const trouble = useTileTrouble(map);

  useEffect(() => {
    if (sources) showLayers(map, sources, style, contours);
  }, [map, sources, style, contours]);

  // A base map's tile server fails: asked again when the server will try it again.
  const retryAfterSeconds = sources?.find((source) => source.trouble)?.trouble?.retryAfterSeconds;
  useEffect(() => {
    if (retryAfterSeconds === undefined) return;
    const timer = setTimeout(() => void refreshSources(), retryAfterSeconds * 1000);
    return () => clearTimeout(timer);
  }, [sources, retryAfterSeconds, refreshSources]);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), STATUS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const satellite = style === 'satellite';
  const hasSatellite = sources?.some((source) => source.id === 'satellite') ?? false;
  const hasElevation = sources?.some((source) => source.kind === 'elevation') ?? false;

  const toggleStyle = () => {
    const next: MapStyle = satellite ? 'standard' : 'satellite';
    storeMapStyle(next);
    setStyle(next);
  };
  const toggleContours = () => {
    storeContoursOn(!contours);
    setContours(!contours);
  };
  const locate = () => {
    setLocating(true);
    setStatus('Finding your location…');
    locateOnce()
      .then(
        (position) => {
          showLocation(position);
          setStatus('');
        },
        (problem: Error) => setStatus(problem.message),
      )
      .finally(() => setLocating(false));
  };

  return (
    <>
      <div
        className="map-controls"
        role="toolbar"
        aria-label="Map controls"
        aria-orientation="vertical"
      >
        {hasSatellite && (
          <MapControl
            label="Satellite"
            title={satellite ? 'Show the standard map' : 'Show satellite imagery'}
            icon={Layers}
            pressed={satellite}
            onClick={toggleStyle}
          />
        )}
        {hasElevation && (
          <MapControl
            label="Contour lines"
            title={contours ? 'Hide contour lines' : 'Show contour lines'}
            icon={Mountain}
            pressed={contours}
            onClick={toggleContours}
          />
        )}
        <MapControl
          label="Show my location"
          icon={LocateFixed}
          disabled={locating}
          onClick={locate}
        />
        <MapControl
          label="Zoom in"
          icon={Plus}
          disabled={!canZoomIn}
          onClick={() => map.zoomIn()}
        />
        <MapControl
          label="Zoom out"
          icon={Minus}
          disabled={!canZoomOut}
          onClick={() => map.zoomOut()}
        />
      </div>
      <p className="map-status" role="status">
        {error ? 'The map’s tiles could not be loaded. Reload the page to try again.' : status}
      </p>
      <div className="map-trouble" role="status">
        {trouble && (
          <>
            <p className="map-trouble-headline">{TROUBLE_HEADLINES[trouble.kind]}</p>
            <p>
              {sentence(trouble.detail)} Routes, markers and the scale still show, on a grid of
              latitude and longitude.
            </p>
            <p className="map-trouble-fix">
              Running this server? “Map tiles” in its README says how to point it at a tile server
              it can reach (the <code>TILES_*</code> settings) or through a proxy.
            </p>
          </>
        )}
      </div>
    </>
  );
}

interface MapControlProps {
  label: string;
  /** The tooltip; the label when it says enough. */
  title?: string;
  icon: LucideIcon;
  /** A toggle's state; absent on a plain button. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** One of the map's square buttons, named for screen readers and titled for the pointer. */
function MapControl({ label, title, icon: Icon, pressed, disabled, onClick }: MapControlProps) {
  return (
    <button
      type="button"
      className="map-control"
      aria-pressed={pressed}
      aria-label={label}
      title={title ?? label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" size={20} />
    </button>
  );
}
