import { matchRoutes, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router';
import { prefetchRead } from './prefetched-reads';

let registered: RouteObject[] = [];

/** Starts a route's data request, given the route's params; never waits for it. */
export type DataPrefetch = (params: Params) => void;

const dataPrefetches = new WeakMap<RouteObject, DataPrefetch>();

/** The router's routes, given once at start-up so links can load a route's code ahead of a click. */
export function registerPrefetchRoutes(routes: RouteObject[]): void {
  registered = routes;
}

/**
 * The route with a data request that starts with its code: on intent (prefetchRoute), and on
 * navigation through a loader that the router runs alongside the route's lazy import, so the
 * data does not wait for the code. The loader returns at once; the screen takes the request
 * over (see the prefetch's own module for how it is used once).
 */
export function withDataPrefetch(route: RouteObject, prefetch: DataPrefetch): RouteObject {
  const withData: RouteObject = {
    ...route,
    loader: ({ params }) => {
      prefetch(params);
      return null;
    },
    // The screen keeps its data fresh itself (SWR): the loader runs again for other params only.
    shouldRevalidate: ({ currentParams, nextParams }) =>
      JSON.stringify(currentParams) !== JSON.stringify(nextParams),
  };
  dataPrefetches.set(withData, prefetch);
  return withData;
}

/**
 * A route whose screen reads fixed API paths (GET): the reads start in a loader, which the router
 * runs alongside the route's lazy import, so they do not wait for the screen's code to load and
 * draw; the screen's fetchers take the answers over (`takePrefetched`). `check` refuses an address
 * first (a loader the route module would otherwise export: the router ignores a lazy module's
 * loader once the route has one). On navigation only, not on intent: an answer nobody takes
 * soon is dropped. The loader runs again only when the address's search changes, for `check`.
 */
export function withPrefetchedReads(
  route: RouteObject,
  paths: readonly string[],
  check?: (args: LoaderFunctionArgs) => void,
): RouteObject {
  return {
    ...route,
    loader: (args) => {
      check?.(args);
      for (const path of paths) prefetchRead(path);
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.search !== nextUrl.search,
  };
}

/**
 * Starts loading the code of every lazy route matching `to`, and its data where the route has
 * a data prefetch. The module loader caches each import, so the router's own `lazy()` call
 * after the click finds the chunk already there.
 */
export function prefetchRoute(to: string): void {
  const pathname = to.split(/[?#]/)[0] ?? to;
  for (const match of matchRoutes(registered, pathname) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') lazy().catch(() => undefined);
    dataPrefetches.get(match.route)?.(match.params);
  }
}
