/** What the map remembers between visits (local storage): the base style and the contours. */

export const MAP_STYLES = ['standard', 'satellite'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

export const MAP_STYLE_KEY = 'packtrail.map.style';
export const MAP_CONTOURS_KEY = 'packtrail.map.contours';

const isMapStyle = (value: unknown): value is MapStyle =>
  typeof value === 'string' && (MAP_STYLES as readonly string[]).includes(value);

function read(key: string, storage: Storage | undefined): string | null {
  try {
    return (storage ?? localStorage).getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string, storage: Storage | undefined): void {
  try {
    (storage ?? localStorage).setItem(key, value);
  } catch {
    // Private modes may refuse storage; the choice still holds for this visit.
  }
}

export function readMapStyle(storage?: Storage): MapStyle {
  const stored = read(MAP_STYLE_KEY, storage);
  return isMapStyle(stored) ? stored : 'standard';
}

export const storeMapStyle = (style: MapStyle, storage?: Storage): void =>
  write(MAP_STYLE_KEY, style, storage);

/** Contour lines are off until turned on: they cost elevation tiles and the worker's time. */
export const readContoursOn = (storage?: Storage): boolean =>
  read(MAP_CONTOURS_KEY, storage) === 'on';

export const storeContoursOn = (on: boolean, storage?: Storage): void =>
  write(MAP_CONTOURS_KEY, on ? 'on' : 'off', storage);
