import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router';
import { prefetchPack } from '@client/features/packs/api/prefetch-pack';
import { isUuid } from '@client/features/packs/utils/ids';
import { prefetchRead } from '@client/lib/prefetched-reads';
import { PLACES_PATH } from '@client/features/map/api/get-places';
import { TILE_SOURCES_PATH } from '@client/components/map/tile-sources';
import { PACKS_PATH } from '@client/features/packs/api/use-packs';
import { TRIPS_PATH, tripPath } from '@client/features/trips/api/trip-paths';
import { checkoutOf } from '@client/features/account/utils/checkout';
import { ACCOUNT_PATH } from '@client/lib/account-key';
import { BUNDLES_PATH } from '@client/lib/api/bundles';
import { CATEGORIES_PATH } from '@client/lib/api/gear-categories';
import { libraryPage, libraryPagePath } from '@client/lib/api/gear-items';
import { notFound } from '@client/lib/not-found';
import { withDataPrefetch, withPrefetchedReads } from '@client/lib/prefetch';
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
 * A trip's page reads the trip and the map's tile sources (as the map reads the places and the
 * tile sources): they start with the page's code, so the map's tiles are not three round trips
 * behind it (the code, then the trip, then the sources).
 */
const prefetchTripRoute = ({ tripId }: Params) => {
  if (!tripId || !isUuid(tripId)) return;
  prefetchRead(tripPath(tripId));
  prefetchRead(TILE_SOURCES_PATH);
};

/**
 * A screen with the map asks for the map's code (Leaflet) beside its own: left to the screen's
 * chunk, it was found only once that chunk had come, a round trip later.
 */
function withMapCode<T>(screen: Promise<T>): Promise<T> {
  void import('@client/components/map').catch(() => undefined);
  return screen;
}

/**
 * Spec section 5: `checkout`, if present, must be success or cancelled. Anything else is Not
 * Found, as the other routes answer a parameter they do not accept.
 */
const checkAccountAddress = ({ request }: LoaderFunctionArgs) => {
  if (checkoutOf(new URL(request.url).searchParams) === 'invalid') notFound();
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
                lazy: () => import('@client/features/marketing/routes/landing-route'),
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
              withPrefetchedReads(
                {
                  path: 'account',
                  lazy: () => import('@client/features/account/routes/account-route'),
                },
                [ACCOUNT_PATH],
                checkAccountAddress,
              ),
              {
                path: 'strava/callback',
                lazy: () => import('@client/features/connections/routes/strava-callback-route'),
              },
              {
                path: 'garmin/callback',
                lazy: () => import('@client/features/connections/routes/garmin-callback-route'),
              },
              { path: 'home', lazy: () => import('@client/features/home/routes/home-route') },
              withPrefetchedReads(
                { path: 'gear', lazy: () => import('@client/features/gear/routes/gear-route') },
                [libraryPagePath(libraryPage(0)), CATEGORIES_PATH],
              ),
              withPrefetchedReads(
                {
                  path: 'bundles',
                  lazy: () => import('@client/features/bundles/routes/bundles-route'),
                },
                [BUNDLES_PATH, CATEGORIES_PATH],
              ),
              {
                path: 'bundles/:bundleId',
                lazy: () => import('@client/features/bundles/routes/bundle-route'),
              },
              withPrefetchedReads(
                { path: 'packs', lazy: () => import('@client/features/packs/routes/packs-route') },
                [PACKS_PATH],
              ),
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
              withPrefetchedReads(
                { path: 'trips', lazy: () => import('@client/features/trips/routes/trips-route') },
                [TRIPS_PATH],
              ),
              withDataPrefetch(
                {
                  path: 'trips/:tripId',
                  lazy: () => withMapCode(import('@client/features/trips/routes/trip-route')),
                },
                prefetchTripRoute,
              ),
              { path: 'track', lazy: () => import('@client/features/track/routes/track-route') },
              {
                path: 'track/:category',
                lazy: () => import('@client/features/track/routes/track-category-route'),
              },
              { path: 'search', lazy: () => import('@client/features/search/routes/search-route') },
              withPrefetchedReads(
                {
                  path: 'map',
                  lazy: () => withMapCode(import('@client/features/map/routes/map-route')),
                },
                [PLACES_PATH, TILE_SOURCES_PATH],
              ),
            ],
          },
        ],
      },
    ],
  },
];
