import type { Params, RouteObject } from 'react-router';
import { prefetchPack } from '@client/features/packs/api/prefetch-pack';
import { isUuid } from '@client/features/packs/utils/ids';
import { withDataPrefetch } from '@client/lib/prefetch';
import { prefetchRead } from '@client/lib/prefetched-reads';
import { PLACES_PATH } from '@client/features/map/api/get-places';
import { tripPath } from '@client/features/trips/api/trip-paths';
import { TILE_SOURCES_PATH } from '@client/components/map/tile-sources';
import { redirectSignedInHome, requireUser } from './auth-guards';
import { AppLayout, AppLayoutLoading } from './layouts/app-layout';
import { PublicLayout, PublicLayoutLoading } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFound } from './not-found';
import { RouteError } from './route-error';

/**
 * A pack's page and its checklist read the pack: the request starts with the page's code. An
 * address that cannot be a pack's is not asked for (the page says so without a request).
 */
const prefetchPackRoute = ({ packId }: Params) => {
  if (packId && isUuid(packId)) prefetchPack(packId);
};

/**
 * A trip's page reads the trip and the map's tile sources, and the map the places and the tile
 * sources: both start with the page's code, so the map's tiles are not three round trips behind
 * it (the code, then the trip, then the sources).
 */
const prefetchTripRoute = ({ tripId }: Params) => {
  if (!tripId || !isUuid(tripId)) return;
  prefetchRead(tripPath(tripId));
  prefetchRead(TILE_SOURCES_PATH);
};
const prefetchMapRoute = () => {
  prefetchRead(PLACES_PATH);
  prefetchRead(TILE_SOURCES_PATH);
};

/**
 * Every route of the spec's section 2. Each page is its own lazily loaded module (one chunk),
 * exporting `Component` and optionally `handle`.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        Component: PublicLayout,
        HydrateFallback: PublicLayoutLoading,
        // A page that fails is shown inside the layout, header and all.
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                index: true,
                loader: redirectSignedInHome,
                lazy: () => import('@client/features/landing/routes/landing-route'),
              },
              { path: 'login', lazy: () => import('@client/features/auth/routes/login-route') },
              { path: 'logout', lazy: () => import('@client/features/auth/routes/logout-route') },
              {
                path: 'auth/callback',
                lazy: () => import('@client/features/auth/routes/auth-callback-route'),
              },
              {
                path: 'marketing',
                lazy: () => import('@client/features/marketing/routes/marketing-route'),
              },
              { path: 'empty', lazy: () => import('@client/features/empty/routes/empty-route') },
              {
                path: 'u/:username',
                lazy: () => import('@client/features/public/routes/public-profile-route'),
              },
              {
                path: 'u/:username/pack/:slug',
                lazy: () => import('@client/features/public/routes/public-pack-route'),
              },
              {
                path: 'u/:username/trip/:tripId',
                lazy: () => import('@client/features/public/routes/public-trip-route'),
              },
              { path: '*', Component: NotFound },
            ],
          },
        ],
      },
      {
        Component: AppLayout,
        HydrateFallback: AppLayoutLoading,
        middleware: [requireUser],
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                path: 'account',
                lazy: () => import('@client/features/account/routes/account-route'),
              },
              {
                path: 'strava/callback',
                lazy: () => import('@client/features/connections/routes/strava-callback-route'),
              },
              {
                path: 'garmin/callback',
                lazy: () => import('@client/features/connections/routes/garmin-callback-route'),
              },
              { path: 'home', lazy: () => import('@client/features/home/routes/home-route') },
              { path: 'gear', lazy: () => import('@client/features/gear/routes/gear-route') },
              {
                path: 'bundles',
                lazy: () => import('@client/features/bundles/routes/bundles-route'),
              },
              {
                path: 'bundles/:bundleId',
                lazy: () => import('@client/features/bundles/routes/bundle-route'),
              },
              { path: 'packs', lazy: () => import('@client/features/packs/routes/packs-route') },
              withDataPrefetch(
                {
                  path: 'packs/:packId',
                  lazy: () => import('@client/features/packs/routes/pack-route'),
                },
                prefetchPackRoute,
              ),
              withDataPrefetch(
                {
                  path: 'packs/:packId/checklist',
                  lazy: () => import('@client/features/packs/routes/pack-checklist-route'),
                },
                prefetchPackRoute,
              ),
              { path: 'trips', lazy: () => import('@client/features/trips/routes/trips-route') },
              withDataPrefetch(
                {
                  path: 'trips/:tripId',
                  lazy: () => import('@client/features/trips/routes/trip-route'),
                },
                prefetchTripRoute,
              ),
              { path: 'track', lazy: () => import('@client/features/track/routes/track-route') },
              {
                path: 'track/:category',
                lazy: () => import('@client/features/track/routes/track-category-route'),
              },
              { path: 'search', lazy: () => import('@client/features/search/routes/search-route') },
              withDataPrefetch(
                { path: 'map', lazy: () => import('@client/features/map/routes/map-route') },
                prefetchMapRoute,
              ),
            ],
          },
        ],
      },
    ],
  },
];
