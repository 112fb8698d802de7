import { matchRoutes, type RouteObject } from 'react-router';

let registered: RouteObject[] = [];

/** The router's routes, given once at start-up so links can load a route's code ahead of a click. */
export function registerPrefetchRoutes(routes: RouteObject[]): void {
  registered = routes;
}

/**
 * Starts loading the code of every lazy route matching `to`. The module loader caches each
 * import, so the router's own `lazy()` call after the click finds the chunk already there.
 */
export function prefetchRoute(to: string): void {
  const pathname = to.split(/[?#]/)[0] ?? to;
  for (const match of matchRoutes(registered, pathname) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') lazy().catch(() => undefined);
  }
}
