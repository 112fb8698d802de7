/** The spec's map constants (section 9), in one place. */

/** Where the map opens before it knows better: longitude -3, latitude 54. */
export const DEFAULT_CENTRE = { latitude: 54, longitude: -3 } as const;
export const DEFAULT_ZOOM = 12;

/*
 * The spec's "2D-only mode disables rotation and pitch; otherwise the max pitch is 85" (and its
 * initial pitch of 30) has nothing to set here: Leaflet draws a flat, north-up map and has no
 * rotation or pitch at all, so the map is always in the 2D-only mode.
 */

/** The map's own zoom range; each base layer may stop earlier (its source's maxZoom). */
export const MIN_ZOOM = 2;
export const MAX_ZOOM = 19;

/** Fitting to places never zooms in further than this: one place would fill the screen. */
export const FIT_MAX_ZOOM = 15;

/** How far a focused draggable marker moves for each arrow key press, in screen pixels. */
export const KEYBOARD_STEP_PX = 10;

/**
 * Centring on one place keeps the zoom the user chose, unless the map is zoomed out so far that
 * the place would be lost among its neighbours (below the default zoom, about a county): then it
 * zooms in to this. Never further in than the user already was.
 */
export const CENTRE_MIN_ZOOM = DEFAULT_ZOOM;
