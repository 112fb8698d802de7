// Generated from the server's OpenAPI document by `npm run api-types` (scripts/api-types.js).
// Do not edit: change the DTOs' @ApiProperty info and run the command again.
// `npm run lint` fails when this file is stale.
/* eslint-disable */

export interface paths {
  '/api/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['JobsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['JobsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['JobsController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuthController_loginUrl'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_callback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuthController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/hog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AnalyticsController_ingest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/photos/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PhotosController_serve'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gear/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GearCategoriesController_list'];
    put?: never;
    post: operations['GearCategoriesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gear/categories/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['GearCategoriesController_reorder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gear/categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['GearCategoriesController_delete'];
    options?: never;
    head?: never;
    patch: operations['GearCategoriesController_update'];
    trace?: never;
  };
  '/api/gear/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GearItemsController_list'];
    put?: never;
    post: operations['GearItemsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gear/items/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['GearItemsController_bulk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gear/items/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['GearItemsController_usageOf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gear/items/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GearItemsController_get'];
    put?: never;
    post?: never;
    delete: operations['GearItemsController_delete'];
    options?: never;
    head?: never;
    patch: operations['GearItemsController_update'];
    trace?: never;
  };
  '/api/gear/items/{id}/photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['GearItemPhotosController_set'];
    post?: never;
    delete: operations['GearItemPhotosController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bundles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BundlesController_list'];
    put?: never;
    post: operations['BundlesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bundles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BundlesController_get'];
    put?: never;
    post?: never;
    delete: operations['BundlesController_delete'];
    options?: never;
    head?: never;
    patch: operations['BundlesController_update'];
    trace?: never;
  };
  '/api/bundles/{id}/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['BundleItemsController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bundles/{id}/items/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['BundleItemsController_reorder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bundles/{id}/items/{bundleItemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['BundleItemsController_delete'];
    options?: never;
    head?: never;
    patch: operations['BundleItemsController_update'];
    trace?: never;
  };
  '/api/packs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PacksController_list'];
    put?: never;
    post: operations['PacksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/packs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PacksController_get'];
    put?: never;
    post?: never;
    delete: operations['PacksController_delete'];
    options?: never;
    head?: never;
    patch: operations['PacksController_update'];
    trace?: never;
  };
  '/api/packs/{id}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PacksController_duplicate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/packs/{id}/layout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['PacksController_setLayout'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/packs/{id}/checklist/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PacksController_resetChecklist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/packs/{id}/lines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PackLinesController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/packs/{id}/lines/{lineId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['PackLinesController_delete'];
    options?: never;
    head?: never;
    patch: operations['PackLinesController_update'];
    trace?: never;
  };
  '/api/packs/{id}/lines/{lineId}/expand': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PackLinesController_expand'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/packs/import/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PackCsvController_preview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/packs/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PackCsvController_import'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/packs/{id}/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PackCsvController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/places': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PlacesController_list'];
    put?: never;
    post: operations['PlacesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/places/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PlacesController_get'];
    put?: never;
    post?: never;
    delete: operations['PlacesController_delete'];
    options?: never;
    head?: never;
    patch: operations['PlacesController_update'];
    trace?: never;
  };
  '/api/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SearchController_find'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HomeController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trips': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TripsController_list'];
    put?: never;
    post: operations['TripsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trips/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TripsController_get'];
    put?: never;
    post?: never;
    delete: operations['TripsController_delete'];
    options?: never;
    head?: never;
    patch: operations['TripsController_update'];
    trace?: never;
  };
  '/api/trips/{id}/packs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['TripsController_putPacks'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trips/{id}/waypoints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['TripWaypointsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trips/{id}/waypoints/{waypointId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['TripWaypointsController_delete'];
    options?: never;
    head?: never;
    patch: operations['TripWaypointsController_update'];
    trace?: never;
  };
  '/api/trips/{id}/route': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['TripRouteController_put'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activities/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ActivityFilesController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activities/{id}/gpx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ActivityFilesController_gpx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activities/{id}/original': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ActivityFilesController_original'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activities/gear-mileage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ActivityGearController_gearMileage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activities/defaults/{category}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ActivityGearController_gearDefaults'];
    put: operations['ActivityGearController_replaceGearDefaults'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activities/imports/strava': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['StravaExportController_start'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activities/imports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['StravaExportController_undo'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trips/{id}/activities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TripActivitiesController_forTrip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activities/{id}/trip-suggestions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TripActivitiesController_suggestTrips'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ActivitiesController_list'];
    put?: never;
    post: operations['ActivitiesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activities/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ActivitiesController_overview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activities/analytics/{category}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ActivitiesController_categoryAnalytics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activities/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ActivitiesController_get'];
    put?: never;
    post?: never;
    delete: operations['ActivitiesController_delete'];
    options?: never;
    head?: never;
    patch: operations['ActivitiesController_update'];
    trace?: never;
  };
  '/api/strava/connection': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['StravaController_status'];
    put?: never;
    post: operations['StravaController_complete'];
    delete: operations['StravaController_unlink'];
    options?: never;
    head?: never;
    patch: operations['StravaController_update'];
    trace?: never;
  };
  '/api/strava/authorize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['StravaController_authorize'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/strava/app': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['StravaController_saveOwnApp'];
    post?: never;
    delete: operations['StravaController_removeOwnApp'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/strava/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['StravaController_importHistory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/strava/gear': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['StravaController_listGear'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/strava/gear/{stravaGearId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['StravaController_mapGear'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/strava/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['StravaWebhookController_handshake'];
    put?: never;
    post: operations['StravaWebhookController_receive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/garmin/push': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['GarminPushController_receive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/garmin/connection': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GarminController_status'];
    put?: never;
    post: operations['GarminController_complete'];
    delete: operations['GarminController_unlink'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/garmin/authorize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['GarminController_authorize'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ApiKeysController_list'];
    put?: never;
    post: operations['ApiKeysController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['ApiKeysController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trips/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['TripFilesController_createFromFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trips/{id}/route/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['TripFilesController_importInto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trips/{id}/gpx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TripFilesController_gpx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TilesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tiles/{source}/{z}/{x}/{y}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TilesController_tile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/geocoding': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GeocodingController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/geocoding/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GeocodingController_search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AccountController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['AccountController_update'];
    trace?: never;
  };
  '/api/account/username-availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AccountController_usernameAvailability'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AccountController_delete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/avatar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['AccountAvatarController_set'];
    post?: never;
    delete: operations['AccountAvatarController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AccountExportController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/users/{username}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PublicController_profile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/users/{username}/packs/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PublicController_pack'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/users/{username}/trips/{tripId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PublicController_trip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/photos/{photoId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PublicController_photo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/users/{username}/packs/{slug}/copy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PublicController_copy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/users/{username}/packs/{slug}/preview.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PreviewImageController_pack'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/users/{username}/trips/{tripId}/preview.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PreviewImageController_trip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description queued: waiting for its first run or its next try after an error (then `error` says why); running; and the ends: succeeded, failed, cancelled.
     * @enum {string}
     */
    JobState: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
    JobResponseDto: {
      /** Format: uuid */
      id: string;
      /** @description What the job does (`strava.import`, ...). */
      kind: string;
      /** @description queued: waiting for its first run or its next try after an error (then `error` says why); running; and the ends: succeeded, failed, cancelled. */
      state: components['schemas']['JobState'];
      /** @description Items done so far. */
      progressDone: number;
      /** @description Items in all; null while the job does not know yet. */
      progressTotal: number | null;
      /** @description What it is doing, in a few words. */
      message: string | null;
      /**
       * Format: date-time
       * @description While a running job waits for a service’s rate limit (Strava’s next window): when it goes on by itself.
       */
      waitingUntil: string | null;
      /** @description Why the last run failed, for the user to read. */
      error: string | null;
      /** @description What it did, once it succeeded; its fields depend on the kind. */
      result: {
        [key: string]: unknown;
      } | null;
      /** @description Runs started so far (a retry is one more). */
      attempts: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      startedAt: string | null;
      /** Format: date-time */
      finishedAt: string | null;
    };
    DatabaseHealthDto: {
      /** @enum {string} */
      kind: 'embedded' | 'postgresql';
      /** @enum {string} */
      status: 'up' | 'down';
    };
    HealthResponseDto: {
      /** @enum {string} */
      status: 'ok' | 'error';
      database: components['schemas']['DatabaseHealthDto'];
    };
    LoginUrlResponseDto: {
      /** @description The provider's authorization URL (PKCE S256); its state is the base64 of the return path. */
      loginUrl: string;
    };
    CallbackBodyDto: {
      /** @description The authorization code the provider sent to /auth/callback. */
      code: string;
    };
    /** @enum {string} */
    SubscriptionPlan: 'basic' | 'explorer';
    /** @enum {string} */
    WeightUnit: 'g' | 'kg' | 'oz' | 'lb';
    /** @enum {string} */
    WeightScale: 'auto' | 'fixed';
    CurrentUserDto: {
      /** Format: uuid */
      userId: string;
      email: string;
      givenName: string;
      familyName: string;
      subscriptionPlan: components['schemas']['SubscriptionPlan'];
      /** @example /api/photos/{id} */
      avatarUrl?: string;
      /** @example ada-walks */
      username?: string;
      weightUnit?: components['schemas']['WeightUnit'];
      weightScale?: components['schemas']['WeightScale'];
      /**
       * @description ISO 4217 code for new prices.
       * @example GBP
       */
      currency?: string;
    };
    CallbackResponseDto: {
      me: components['schemas']['CurrentUserDto'];
    };
    HogEventDto: {
      /** @example $pageview */
      event: string;
      /** @description The browser's anonymous id. A signed-in user's events go under their user id instead. */
      distinctId: string;
      /**
       * @description At most 50 keys. Person properties ($set, $set_once, $unset) are dropped.
       * @example {
       *       "$pathname": "/packs"
       *     }
       */
      properties?: {
        [key: string]: unknown;
      };
      /**
       * Format: date-time
       * @description When it happened (ISO 8601).
       */
      timestamp?: string;
    };
    HogBatchDto: {
      events: components['schemas']['HogEventDto'][];
    };
    GearCategoryResponseDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @example #3b82f6 */
      color: string;
      /** @description Position in the user’s order, from 0. */
      sortOrder: number;
      /** @description Items in this category, retired ones included. */
      itemCount: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreateGearCategoryDto: {
      /** @description Trimmed; unique per user, any case. */
      name: string;
      /** @description Picked from a palette when left out. */
      color?: string;
    };
    ReorderGearCategoriesDto: {
      ids: string[];
    };
    UpdateGearCategoryDto: {
      name?: string;
      color?: string;
    };
    GearItemResponseDto: {
      /** Format: uuid */
      id: string;
      name: string;
      brand: string;
      /** Format: uuid */
      categoryId: string | null;
      /** @description Integer milligrams. */
      weightMg: number;
      /** @description The unit the weight was entered in. */
      weightUnit: components['schemas']['WeightUnit'];
      quantityOwned: number;
      /** @description Integer minor units. */
      priceMinor: number | null;
      /** @example EUR */
      currency: string | null;
      url: string | null;
      notes: string;
      /** @example /api/photos/… */
      photoUrl: string | null;
      retired: boolean;
      /** @description Metres after which to retire it, as set: 0 for no limit; null for the default (600 km for shoes, no limit otherwise). */
      retireAfterM: number | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    GearItemPageDto: {
      items: components['schemas']['GearItemResponseDto'][];
      /** @description Items matching the filters, over all pages. */
      total: number;
      limit: number;
      offset: number;
    };
    /** @enum {string} */
    BulkAction: 'move' | 'retire' | 'unretire' | 'delete';
    BulkGearItemsDto: {
      ids: string[];
      action: components['schemas']['BulkAction'];
      /**
       * Format: uuid
       * @description With `move`: the category to move to, or null for none.
       */
      categoryId?: string | null;
    };
    BulkResultDto: {
      /** @description How many items the action changed or deleted. */
      affected: number;
    };
    GearItemUsageQueryDto: {
      ids: string[];
    };
    PackUsageDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @description How many of the items are lines of the pack. */
      lines: number;
      /** @description How many of the items the pack carries inside its bundles. */
      inBundles: number;
    };
    BundleUsageDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @description How many of the items the bundle holds. */
      entries: number;
    };
    GearItemUsageDto: {
      /** @description By name. */
      packs: components['schemas']['PackUsageDto'][];
      /** @description By name. */
      bundles: components['schemas']['BundleUsageDto'][];
    };
    CreateGearItemDto: {
      name: string;
      brand?: string;
      /**
       * Format: uuid
       * @description One of the user’s categories; null for none.
       */
      categoryId?: string | null;
      weightMg: number;
      /**
       * @description The unit the weight was entered in; weightMg stays the weight.
       * @default g
       */
      weightUnit?: components['schemas']['WeightUnit'];
      /** @default 1 */
      quantityOwned?: number;
      /** @description Integer minor units (cents); needs a currency. Null clears the price. */
      priceMinor?: number | null;
      /**
       * @description ISO 4217.
       * @example EUR
       */
      currency?: string | null;
      url?: string | null;
      notes?: string;
      retired?: boolean;
      /** @description The distance in metres after which the item should be retired (gear mileage counts it): 1000 to 100000000, or 0 for no limit. Null clears it, and the default applies: 600 km for shoes (told by the name or the category), no limit for anything else. */
      retireAfterM?: number | null;
    };
    UpdateGearItemDto: {
      name?: string;
      brand?: string;
      /**
       * Format: uuid
       * @description One of the user’s categories; null for none.
       */
      categoryId?: string | null;
      weightMg?: number;
      /**
       * @description The unit the weight was entered in; weightMg stays the weight.
       * @default g
       */
      weightUnit?: components['schemas']['WeightUnit'];
      /** @default 1 */
      quantityOwned?: number;
      /** @description Integer minor units (cents); needs a currency. Null clears the price. */
      priceMinor?: number | null;
      /**
       * @description ISO 4217.
       * @example EUR
       */
      currency?: string | null;
      url?: string | null;
      notes?: string;
      retired?: boolean;
      /** @description The distance in metres after which the item should be retired (gear mileage counts it): 1000 to 100000000, or 0 for no limit. Null clears it, and the default applies: 600 km for shoes (told by the name or the category), no limit for anything else. */
      retireAfterM?: number | null;
    };
    BundleSummaryDto: {
      /** Format: uuid */
      id: string;
      name: string;
      description: string;
      /** Format: uuid */
      categoryId: string | null;
      /** @description Sum of the entries’ quantities (may be fractional). */
      itemCount: number;
      /** @description Milligrams; each entry rounded, then summed. */
      totalWeightMg: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreateBundleDto: {
      name: string;
      description?: string;
      /**
       * Format: uuid
       * @description One of the user’s categories; null for none.
       */
      categoryId?: string | null;
    };
    BundleEntryItemDto: {
      name: string;
      brand: string;
      weightMg: number;
      priceMinor: number | null;
      currency: string | null;
      photoUrl: string | null;
      /** Format: uuid */
      categoryId: string | null;
      retired: boolean;
    };
    BundleEntryDto: {
      /**
       * Format: uuid
       * @description The entry’s id (bundleItemId in paths).
       */
      id: string;
      /** Format: uuid */
      gearItemId: string;
      /** @description How many of the item one bundle holds. */
      quantity: number;
      sortOrder: number;
      item: components['schemas']['BundleEntryItemDto'];
    };
    PackRefDto: {
      /** Format: uuid */
      id: string;
      name: string;
    };
    BundleDetailDto: {
      /** Format: uuid */
      id: string;
      name: string;
      description: string;
      /** Format: uuid */
      categoryId: string | null;
      /** @description Sum of the entries’ quantities (may be fractional). */
      itemCount: number;
      /** @description Milligrams; each entry rounded, then summed. */
      totalWeightMg: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description In the bundle’s order. */
      items: components['schemas']['BundleEntryDto'][];
      /**
       * @example {
       *       "EUR": 4599
       *     }
       */
      priceByCurrency: {
        [key: string]: number;
      };
      /** @description The packs holding the bundle, by name. */
      usedInPacks: components['schemas']['PackRefDto'][];
    };
    UpdateBundleDto: {
      name?: string;
      description?: string;
      /**
       * Format: uuid
       * @description One of the user’s categories; null for none.
       */
      categoryId?: string | null;
    };
    AddBundleItemDto: {
      /**
       * Format: uuid
       * @description One of your library items.
       */
      gearItemId: string;
      /** @default 1 */
      quantity?: number;
    };
    ReorderBundleItemsDto: {
      ids: string[];
    };
    UpdateBundleItemDto: {
      quantity: number;
    };
    PackWeightTotalsDto: {
      /** @description Milligrams, like every *Mg figure. */
      totalMg: number;
      /** @description total - worn - consumable. */
      baseMg: number;
      wornMg: number;
      consumableMg: number;
      /** @description total - worn: what goes on the back. */
      packWeightMg: number;
      /** @description Sum of quantities, bundles expanded (may be fractional). */
      itemCount: number;
    };
    PackSummaryDto: {
      /** Format: uuid */
      id: string;
      name: string;
      description: string;
      slug: string;
      /** @description Lines in the pack (a bundle line counts once). */
      lineCount: number;
      /** @description Whether anyone may see the pack at its public address. */
      isPublic: boolean;
      totals: components['schemas']['PackWeightTotalsDto'];
      /** Format: date-time */
      updatedAt: string;
    };
    CreatePackDto: {
      name: string;
      description?: string;
      /** @example ete-a-chamonix */
      slug?: string;
    };
    /** @enum {string} */
    PackLineKind: 'item' | 'bundle';
    PackLineItemDto: {
      name: string;
      /** @description Left out when empty. */
      brand?: string;
      weightMg: number;
      /** @description Left out when the item has no price. */
      priceMinor?: number;
      /** @description Left out when the item has no price. */
      currency?: string;
      /** @description Left out when the item has no photo. */
      photoUrl?: string;
      /** @description Left out when the item has no link. */
      url?: string;
      /** @description Left out when empty. */
      notes?: string;
      /**
       * @description Present (true) only for a retired item.
       * @enum {boolean}
       */
      retired?: true;
    };
    PackBundleEntryDto: {
      /** Format: uuid */
      gearItemId: string;
      name: string;
      brand: string;
      /** @description Per bundle; the line’s quantity multiplies it. */
      quantity: number;
      weightMg: number;
      priceMinor: number | null;
      currency: string | null;
      /** @description Worn in this pack: its own mark, or else the line’s. */
      worn: boolean;
      /** @description Consumable in this pack: its own mark, or else the line’s. */
      consumable: boolean;
    };
    PackLineBundleDto: {
      name: string;
      description: string;
      items: components['schemas']['PackBundleEntryDto'][];
    };
    PackLineDto: {
      /** Format: uuid */
      id: string;
      kind: components['schemas']['PackLineKind'];
      /**
       * Format: uuid
       * @description Item lines only.
       */
      gearItemId?: string;
      /**
       * Format: uuid
       * @description Bundle lines only.
       */
      bundleId?: string;
      quantity: number;
      /**
       * @description Present (true) only when worn.
       * @enum {boolean}
       */
      worn?: true;
      /**
       * @description Present (true) only when consumable.
       * @enum {boolean}
       */
      consumable?: true;
      /**
       * @description Present (true) only when ticked on the checklist.
       * @enum {boolean}
       */
      packed?: true;
      /** @description Item lines only. */
      item?: components['schemas']['PackLineItemDto'];
      /** @description Bundle lines only. */
      bundle?: components['schemas']['PackLineBundleDto'];
    };
    PackDetailCategoryDto: {
      /**
       * Format: uuid
       * @description Null: none.
       */
      categoryId: string | null;
      /** @description The category’s name; "Uncategorized" for lines without one. */
      name: string;
      /** @example #4a7c59 */
      color: string;
      /** @description Position in the pack, from 0. */
      sortOrder: number;
      /** @description In the pack’s order. */
      lines: components['schemas']['PackLineDto'][];
    };
    CategoryTotalsDto: {
      /** Format: uuid */
      categoryId: string | null;
      totalMg: number;
      baseMg: number;
      wornMg: number;
      consumableMg: number;
      itemCount: number;
      /**
       * @example {
       *       "EUR": 4599
       *     }
       */
      priceByCurrency: {
        [key: string]: number;
      };
    };
    PackTotalsDto: {
      /** @description Milligrams, like every *Mg figure. */
      totalMg: number;
      /** @description total - worn - consumable. */
      baseMg: number;
      wornMg: number;
      consumableMg: number;
      /** @description total - worn: what goes on the back. */
      packWeightMg: number;
      /** @description Sum of quantities, bundles expanded (may be fractional). */
      itemCount: number;
      /**
       * @example {
       *       "EUR": 4599
       *     }
       */
      priceByCurrency: {
        [key: string]: number;
      };
      /** @description In the pack’s category order. */
      byCategory: components['schemas']['CategoryTotalsDto'][];
    };
    PackDetailDto: {
      /** Format: uuid */
      id: string;
      name: string;
      description: string;
      slug: string;
      /** @description Whether anyone may see the pack at its public address. */
      isPublic: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description The categories present, in pack order, each with its lines. A line’s own total is not sent: it is its item’s weight times its quantity, or its bundle’s items’ (see totals). */
      categories: components['schemas']['PackDetailCategoryDto'][];
      totals: components['schemas']['PackTotalsDto'];
    };
    UpdatePackDto: {
      name?: string;
      description?: string;
      /** @example ete-a-chamonix */
      slug?: string;
      /** @description Whether anyone may see the pack at /u/{username}/pack/{slug}. */
      isPublic?: boolean;
    };
    PackLayoutDto: {
      /** @description Exactly the categories present in the pack (null: Uncategorized), in order. */
      categoryOrder: (string | null)[];
      /** @description Exactly the pack’s line ids, in order. */
      lineOrder: string[];
    };
    NewPackItemDto: {
      name: string;
      weightMg: number;
      /**
       * @description The unit the weight was entered in; weightMg stays the weight.
       * @default g
       */
      weightUnit?: components['schemas']['WeightUnit'];
      /**
       * Format: uuid
       * @description One of the user’s categories; null for none.
       */
      categoryId?: string | null;
      brand?: string;
      /** @description Integer minor units (cents); needs a currency. Null clears the price. */
      priceMinor?: number | null;
      /**
       * @description ISO 4217.
       * @example EUR
       */
      currency?: string | null;
    };
    AddPackLineDto: {
      /**
       * Format: uuid
       * @description One of your library items.
       */
      gearItemId?: string | null;
      /**
       * Format: uuid
       * @description One of your bundles.
       */
      bundleId?: string | null;
      newItem?: components['schemas']['NewPackItemDto'] | null;
      /** @default 1 */
      quantity?: number;
      /** @default false */
      worn?: boolean;
      /** @default false */
      consumable?: boolean;
    };
    PackLineResponseDto: {
      /** Format: uuid */
      id: string;
      kind: components['schemas']['PackLineKind'];
      /**
       * Format: uuid
       * @description Item lines only.
       */
      gearItemId?: string;
      /**
       * Format: uuid
       * @description Bundle lines only.
       */
      bundleId?: string;
      quantity: number;
      /**
       * @description Present (true) only when worn.
       * @enum {boolean}
       */
      worn?: true;
      /**
       * @description Present (true) only when consumable.
       * @enum {boolean}
       */
      consumable?: true;
      /**
       * @description Present (true) only when ticked on the checklist.
       * @enum {boolean}
       */
      packed?: true;
      /** @description Item lines only. */
      item?: components['schemas']['PackLineItemDto'];
      /** @description Bundle lines only. */
      bundle?: components['schemas']['PackLineBundleDto'];
      /**
       * Format: uuid
       * @description The item’s category, or the bundle’s; null: none.
       */
      categoryId: string | null;
    };
    PackLineEntryDto: {
      worn?: boolean;
      consumable?: boolean;
      /**
       * Format: uuid
       * @description An item of the line’s bundle.
       */
      gearItemId: string;
    };
    UpdatePackLineDto: {
      worn?: boolean;
      consumable?: boolean;
      /** @default 1 */
      quantity?: number;
      packed?: boolean;
      entry?: components['schemas']['PackLineEntryDto'];
    };
    WeightValueDto: {
      weightMg: number;
      /** @description The unit it was entered or written in. */
      weightUnit: components['schemas']['WeightUnit'];
    };
    WeightDifferenceDto: {
      library: components['schemas']['WeightValueDto'];
      file: components['schemas']['WeightValueDto'];
    };
    PriceValueDto: {
      /** @description Minor units; null: no price. */
      priceMinor: number | null;
      /** @example EUR */
      currency: string | null;
    };
    PriceDifferenceDto: {
      library: components['schemas']['PriceValueDto'];
      /** @description In the import’s currency. */
      file: components['schemas']['PriceValueDto'];
    };
    UrlDifferenceDto: {
      library: string | null;
      file: string | null;
    };
    DescriptionDifferenceDto: {
      /** @description The item’s notes. */
      library: string;
      /** @description The row’s desc. */
      file: string;
    };
    ItemDifferencesDto: {
      weight?: components['schemas']['WeightDifferenceDto'];
      price?: components['schemas']['PriceDifferenceDto'];
      url?: components['schemas']['UrlDifferenceDto'];
      description?: components['schemas']['DescriptionDifferenceDto'];
    };
    MatchedItemDto: {
      /** @description The row’s line in the file (the header is line 1). */
      line: number;
      /**
       * Format: uuid
       * @description The library item.
       */
      gearItemId: string;
      /** @description The library item’s name. */
      name: string;
      /** @description Its category’s name; empty when it has none. */
      category: string;
      /** @description Where the file says otherwise than the library; {} when they agree. */
      differences: components['schemas']['ItemDifferencesDto'];
    };
    AlreadyInPackDto: {
      line: number;
      name: string;
      category: string;
      /** @description The quantity of its line in the pack, unchanged. */
      packQuantity: number;
      /** @description The quantity the file gives. */
      fileQuantity: number;
    };
    MergedRowDto: {
      line: number;
      /** @description The earlier row it was added to. */
      intoLine: number;
      name: string;
      category: string;
    };
    RowNoticeDto: {
      line: number;
      reason: string;
    };
    PreviewPackDto: {
      /**
       * Format: uuid
       * @description Null: a new pack.
       */
      id: string | null;
      name: string;
    };
    ImportPreviewDto: {
      /**
       * @description The currency the file’s prices were read in.
       * @example EUR
       */
      currency: string;
      /** @description Items added to the library. */
      createdItems: number;
      matchedItems: components['schemas']['MatchedItemDto'][];
      /** @description Lines added to the pack. */
      addedLines: number;
      /** @description Into an existing pack: rows whose item the pack holds already (not added). */
      alreadyInPack: components['schemas']['AlreadyInPackDto'][];
      mergedRows: components['schemas']['MergedRowDto'][];
      /** @description Rows not imported, and why. */
      skipped: components['schemas']['RowNoticeDto'][];
      /** @description Rows imported with a change, e.g. a link that is not a web address was left out. */
      adjusted: components['schemas']['RowNoticeDto'][];
      pack: components['schemas']['PreviewPackDto'];
    };
    ImportedPackDto: {
      /** Format: uuid */
      id: string;
      name: string;
      slug: string;
    };
    /**
     * @description What was done with the differences.
     * @enum {string}
     */
    LibraryChoice: 'keep' | 'update';
    ImportPackResultDto: {
      /**
       * @description The currency the file’s prices were read in.
       * @example EUR
       */
      currency: string;
      /** @description Items added to the library. */
      createdItems: number;
      matchedItems: components['schemas']['MatchedItemDto'][];
      /** @description Lines added to the pack. */
      addedLines: number;
      /** @description Into an existing pack: rows whose item the pack holds already (not added). */
      alreadyInPack: components['schemas']['AlreadyInPackDto'][];
      mergedRows: components['schemas']['MergedRowDto'][];
      /** @description Rows not imported, and why. */
      skipped: components['schemas']['RowNoticeDto'][];
      /** @description Rows imported with a change, e.g. a link that is not a web address was left out. */
      adjusted: components['schemas']['RowNoticeDto'][];
      /** @description The new pack, or the one added to. */
      pack: components['schemas']['ImportedPackDto'];
      /** @description What was done with the differences. */
      libraryChoice: components['schemas']['LibraryChoice'];
      /** @description Library items changed to the file’s values (0 unless libraryChoice is update). */
      updatedItems: number;
    };
    /** @enum {string} */
    MarkerIcon:
      | 'camp'
      | 'water'
      | 'resupply'
      | 'parking'
      | 'summit'
      | 'hut'
      | 'viewpoint'
      | 'danger'
      | 'start'
      | 'finish'
      | 'photo'
      | 'generic';
    PlaceResponseDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @description May be empty. */
      note: string;
      /**
       * Format: double
       * @description Decimal degrees north.
       */
      latitude: number;
      /**
       * Format: double
       * @description Decimal degrees east.
       */
      longitude: number;
      /**
       * @description #rrggbb, lower case.
       * @example #e53e3e
       */
      color: string;
      icon: components['schemas']['MarkerIcon'];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreatePlaceDto: {
      /** @description Trimmed. */
      name: string;
      /** @default  */
      note?: string;
      /**
       * Format: double
       * @description Decimal degrees north (WGS 84).
       */
      latitude: number;
      /**
       * Format: double
       * @description Decimal degrees east (WGS 84).
       */
      longitude: number;
      /**
       * @description #rrggbb in any case; stored and answered in lower case.
       * @default #e53e3e
       */
      color?: string;
      /** @default generic */
      icon?: components['schemas']['MarkerIcon'];
    };
    UpdatePlaceDto: {
      /** @description Trimmed. */
      name?: string;
      note?: string;
      /**
       * Format: double
       * @description Decimal degrees north (WGS 84).
       */
      latitude?: number;
      /**
       * Format: double
       * @description Decimal degrees east (WGS 84).
       */
      longitude?: number;
      /** @description #rrggbb in any case; stored and answered in lower case. */
      color?: string;
      icon?: components['schemas']['MarkerIcon'];
    };
    Object: Record<string, never>;
    /** @enum {string} */
    SearchResultKind: 'gear' | 'bundle' | 'pack' | 'trip' | 'place' | 'activity' | 'line';
    SearchResultDto: {
      /**
       * Format: uuid
       * @description The thing’s id (a pack line’s for a line).
       */
      id: string;
      title: string;
      /** @description Gear: brand and category; bundles: category; packs, trips and places: the start of their description or note; activities: the category; lines: the pack’s name. */
      subtitle: string;
      /** @description Gear only. */
      weightMg: number | null;
      /**
       * Format: date
       * @description A trip’s first day, an activity’s.
       */
      day: string | null;
      /** @description Retired gear (and the lines holding it). */
      retired: boolean;
      /**
       * Format: uuid
       * @description Lines only: their pack.
       */
      packId: string | null;
    };
    SearchGroupDto: {
      kind: components['schemas']['SearchResultKind'];
      /** @description How many of this kind match (more than shown). */
      total: number;
      /** @description Best first. */
      results: components['schemas']['SearchResultDto'][];
    };
    SearchResponseDto: {
      /** @description The kind with the best match first. */
      groups: components['schemas']['SearchGroupDto'][];
      /** @description The folded word forms that matched (lower case, no accents or punctuation), for highlighting; one ending in * matches any word it starts. */
      terms: string[];
    };
    HomeTripDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /**
       * Format: date
       * @example 2025-07-14
       */
      startDate: string;
      /**
       * Format: date
       * @example 2025-07-16
       */
      endDate: string;
      /** @description Its main pack. */
      mainPack: components['schemas']['PackSummaryDto'] | null;
    };
    HomeLibraryDto: {
      /** @description Items in use (not retired). */
      items: number;
      /** @description Their weight, each times the number owned. */
      totalMg: number;
      /** @description Items in use in no pack, directly or in a bundle. */
      notInPack: number;
    };
    HomeItemDto: {
      /** Format: uuid */
      id: string;
      name: string;
      brand: string;
      weightMg: number;
    };
    HomeActivityDto: {
      /** Format: uuid */
      id: string;
      name: string;
      category: string;
      /**
       * Format: date
       * @description Its local day.
       */
      day: string;
      distanceM: number | null;
      /** @description Moving time where known. */
      movingS: number | null;
    };
    HomeMonthDto: {
      count: number;
      distanceM: number;
      /** @description Moving time where known, else elapsed. */
      movingS: number;
      /** @description Null: no activity knows its climb. */
      gainM: number | null;
    };
    HomeStartedDto: {
      /** @description Gear added or imported. */
      gear: boolean;
      pack: boolean;
      trip: boolean;
      /** @description Strava or Garmin linked. */
      tracker: boolean;
    };
    HomeDto: {
      /**
       * Format: date
       * @description Today in the viewer’s zone.
       */
      today: string;
      /** @description Ongoing or next. */
      nextTrip: components['schemas']['HomeTripDto'] | null;
      /** @description The packs changed last, latest first. */
      recentPacks: components['schemas']['PackSummaryDto'][];
      library: components['schemas']['HomeLibraryDto'];
      /** @description The ten heaviest items in use. */
      heaviest: components['schemas']['HomeItemDto'][];
      /** @description The latest five. */
      activities: components['schemas']['HomeActivityDto'][];
      /** @description This calendar month so far. */
      month: components['schemas']['HomeMonthDto'];
      started: components['schemas']['HomeStartedDto'];
    };
    /** @enum {string} */
    TripActivity:
      | 'hike'
      | 'backpacking'
      | 'bikepacking'
      | 'trail_run'
      | 'ski_touring'
      | 'paddling'
      | 'climbing'
      | 'other';
    TripMainPackDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @description Base weight: total - worn - consumable. */
      baseMg: number;
      totalMg: number;
      /** @description total - worn: what goes on the back. */
      packWeightMg: number;
    };
    TripSummaryDto: {
      /** Format: uuid */
      id: string;
      name: string;
      activity: components['schemas']['TripActivity'];
      /**
       * Format: date
       * @example 2025-07-14
       */
      startDate: string;
      /**
       * Format: date
       * @example 2025-07-16
       */
      endDate: string;
      /** @description Calendar days from startDate to endDate, both counted. */
      days: number;
      /**
       * Format: double
       * @description The route’s, in metres; 0 without one.
       */
      distanceM: number;
      /**
       * Format: double
       * @description The route’s ascent, filtered; 0 without a route, null when unknown (no point has an elevation).
       */
      gainM: number | null;
      /** @description Null when the trip takes no pack. */
      mainPack: components['schemas']['TripMainPackDto'] | null;
      /** @description The route simplified to at most 64 [latitude, longitude] points; [] without one. */
      preview: number[][];
      /** @description Where a new segment of the preview begins (indices into preview, ascending); [] for one segment. Draw no line from the point before each. */
      previewSegmentStarts: number[];
      /** Format: double */
      latitude: number | null;
      /** Format: double */
      longitude: number | null;
      isPublic: boolean;
      /** @description Whether the public page leaves out everything within 500 m of where the route starts and ends: the route wherever it passes there, the waypoints and the location. */
      hideRouteEnds: boolean;
      /** @description Whether the public page shows the activities linked to the trip: their lines (ends hidden as the route’s) and what they did each day. */
      showActivities: boolean;
      /** Format: date-time */
      updatedAt: string;
    };
    TripPackInputDto: {
      /** Format: uuid */
      packId: string;
      /** @description Exactly one pack of a non-empty list is the main one. */
      isMain: boolean;
    };
    CreateTripDto: {
      /** @description Trimmed. */
      name: string;
      /**
       * Format: date
       * @description The first day, YYYY-MM-DD.
       * @example 2025-07-14
       */
      startDate: string;
      /**
       * Format: date
       * @description The last day, not before startDate; left out: startDate (a day trip).
       * @example 2025-07-14
       */
      endDate?: string;
      /** @default  */
      description?: string;
      /** @default  */
      notes?: string;
      /** @default hike */
      activity?: components['schemas']['TripActivity'];
      /**
       * Format: double
       * @description Decimal degrees north (WGS 84).
       */
      latitude?: number;
      /**
       * Format: double
       * @description Decimal degrees east (WGS 84).
       */
      longitude?: number;
      /** @default false */
      isPublic?: boolean;
      /** @default false */
      hideRouteEnds?: boolean;
      /** @default false */
      showActivities?: boolean;
      /**
       * Format: double
       * @description Pace on the flat, km/h (Naismith).
       * @default 5
       */
      paceKmh?: number;
      /**
       * Format: double
       * @description Metres climbed per hour (Naismith).
       * @default 600
       */
      climbMPerHour?: number;
      /** @description Grams of food per day; null or left out: the account’s default. */
      foodPerDayGrams?: number | null;
      /**
       * Format: double
       * @description Litres of water per hour of moving time.
       * @default 0.5
       */
      waterLitresPerHour?: number;
      /** @description At most 20, none twice; exactly one isMain when not empty. A missing or another user’s pack: 400 "No such pack". */
      packs?: components['schemas']['TripPackInputDto'][];
    };
    TripDayOverrideDto: {
      /** @description From 1. */
      day: number;
      foodGrams: number | null;
      /** Format: double */
      waterLitres: number | null;
    };
    TripPackDto: {
      /** Format: uuid */
      id: string;
      name: string;
      isMain: boolean;
      totals: components['schemas']['PackWeightTotalsDto'];
    };
    TripWaypointDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @description May be empty. */
      note: string;
      /** Format: double */
      latitude: number;
      /** Format: double */
      longitude: number;
      /** Format: double */
      elevationM: number | null;
      /**
       * @description #rrggbb, lower case.
       * @example #e53e3e
       */
      color: string;
      icon: components['schemas']['MarkerIcon'];
    };
    /** @enum {string} */
    ElevationSource: 'file' | 'tiles' | 'mixed' | 'none';
    TripRouteDto: {
      /** @description [latitude, longitude, elevationM or null] each. */
      points: (number | null)[][];
      /** @description Where a new segment begins (indices into points, ascending, each within 1..points - 1); [] for one segment. The route is not walked from the point before each: no line, no distance, no climb across the gap (a GPX file’s separate tracks and track segments). */
      segmentStarts: number[];
      /**
       * Format: double
       * @description Geodesic, metres, the segments’ lengths summed (not the gaps).
       */
      distanceM: number;
      /**
       * Format: double
       * @description Null when unknown (no point has an elevation).
       */
      gainM: number | null;
      /** Format: double */
      lossM: number;
      /** Format: double */
      highestM: number | null;
      /** Format: double */
      lowestM: number | null;
      elevationSource: components['schemas']['ElevationSource'];
    };
    TripDetailDto: {
      /** Format: uuid */
      id: string;
      name: string;
      activity: components['schemas']['TripActivity'];
      /**
       * Format: date
       * @example 2025-07-14
       */
      startDate: string;
      /**
       * Format: date
       * @example 2025-07-16
       */
      endDate: string;
      /** @description Calendar days from startDate to endDate, both counted. */
      days: number;
      /**
       * Format: double
       * @description The route’s, in metres; 0 without one.
       */
      distanceM: number;
      /**
       * Format: double
       * @description The route’s ascent, filtered; 0 without a route, null when unknown (no point has an elevation).
       */
      gainM: number | null;
      /** @description Null when the trip takes no pack. */
      mainPack: components['schemas']['TripMainPackDto'] | null;
      /** @description The route simplified to at most 64 [latitude, longitude] points; [] without one. */
      preview: number[][];
      /** @description Where a new segment of the preview begins (indices into preview, ascending); [] for one segment. Draw no line from the point before each. */
      previewSegmentStarts: number[];
      /** Format: double */
      latitude: number | null;
      /** Format: double */
      longitude: number | null;
      isPublic: boolean;
      /** @description Whether the public page leaves out everything within 500 m of where the route starts and ends: the route wherever it passes there, the waypoints and the location. */
      hideRouteEnds: boolean;
      /** @description Whether the public page shows the activities linked to the trip: their lines (ends hidden as the route’s) and what they did each day. */
      showActivities: boolean;
      /** Format: date-time */
      updatedAt: string;
      description: string;
      notes: string;
      /** Format: double */
      paceKmh: number;
      /** Format: double */
      climbMPerHour: number;
      /** @description Null: the account’s default. */
      foodPerDayGrams: number | null;
      /** @description This trip’s food per day, or the account’s. */
      effectiveFoodPerDayGrams: number;
      /** Format: double */
      waterLitresPerHour: number;
      /** @description By day. */
      dayOverrides: components['schemas']['TripDayOverrideDto'][];
      /** @description The main pack first, then in order. */
      packs: components['schemas']['TripPackDto'][];
      /** @description In the order they were added. */
      waypoints: components['schemas']['TripWaypointDto'][];
      route: components['schemas']['TripRouteDto'] | null;
    };
    TripDayOverrideInputDto: {
      /** @description From 1. */
      day: number;
      /** @description Null or left out: the plan’s figure. */
      foodGrams?: number | null;
      /** Format: double */
      waterLitres?: number | null;
    };
    UpdateTripDto: {
      /** @description Trimmed. */
      name?: string;
      /**
       * Format: date
       * @description The first day, YYYY-MM-DD.
       * @example 2025-07-14
       */
      startDate?: string;
      /**
       * Format: date
       * @description The last day, not before startDate.
       * @example 2025-07-14
       */
      endDate?: string;
      description?: string;
      notes?: string;
      activity?: components['schemas']['TripActivity'];
      /**
       * Format: double
       * @description Decimal degrees north (WGS 84).
       */
      latitude?: number | null;
      /**
       * Format: double
       * @description Decimal degrees east (WGS 84).
       */
      longitude?: number | null;
      isPublic?: boolean;
      hideRouteEnds?: boolean;
      showActivities?: boolean;
      /**
       * Format: double
       * @description Pace on the flat, km/h (Naismith).
       */
      paceKmh?: number;
      /**
       * Format: double
       * @description Metres climbed per hour (Naismith).
       */
      climbMPerHour?: number;
      /** @description Grams of food per day; null: the account’s default. */
      foodPerDayGrams?: number | null;
      /**
       * Format: double
       * @description Litres of water per hour of moving time.
       */
      waterLitresPerHour?: number;
      /** @description Replaces the list; each day at most once. */
      dayOverrides?: components['schemas']['TripDayOverrideInputDto'][];
      /** @description At most 20, none twice; exactly one isMain when not empty. A missing or another user’s pack: 400 "No such pack". */
      packs?: components['schemas']['TripPackInputDto'][];
    };
    PutTripPacksDto: {
      /** @description At most 20, none twice; exactly one isMain when not empty. A missing or another user’s pack: 400 "No such pack". */
      packs: components['schemas']['TripPackInputDto'][];
    };
    CreateTripWaypointDto: {
      /** @description Trimmed. */
      name: string;
      /** @default  */
      note?: string;
      /**
       * Format: double
       * @description Decimal degrees north (WGS 84).
       */
      latitude: number;
      /**
       * Format: double
       * @description Decimal degrees east (WGS 84).
       */
      longitude: number;
      /**
       * Format: double
       * @description Metres above sea level; null or left out: unknown.
       */
      elevationM?: number | null;
      /**
       * @description #rrggbb in any case; stored and answered in lower case.
       * @default #e53e3e
       */
      color?: string;
      /** @default generic */
      icon?: components['schemas']['MarkerIcon'];
    };
    UpdateTripWaypointDto: {
      /** @description Trimmed. */
      name?: string;
      note?: string;
      /**
       * Format: double
       * @description Decimal degrees north (WGS 84).
       */
      latitude?: number;
      /**
       * Format: double
       * @description Decimal degrees east (WGS 84).
       */
      longitude?: number;
      /**
       * Format: double
       * @description Metres above sea level; null or left out: unknown.
       */
      elevationM?: number | null;
      /** @description #rrggbb in any case; stored and answered in lower case. */
      color?: string;
      icon?: components['schemas']['MarkerIcon'];
    };
    PutTripRouteDto: {
      /**
       * @description [latitude, longitude, elevationM or null] each; none, or 2 to 50000.
       * @example [
       *       [
       *         54.4541,
       *         -3.2117,
       *         978
       *       ],
       *       [
       *         54.4556,
       *         -3.2089,
       *         null
       *       ]
       *     ]
       */
      points: (number | null)[][];
      /**
       * @description Where a new segment begins: indices into points, ascending, each within 1..points - 1 (none, or [], for one segment). Nothing is measured across the gap before each.
       * @example [
       *       1
       *     ]
       */
      segmentStarts?: number[];
    };
    /** @enum {string} */
    ActivityUploadOutcome: 'created' | 'duplicate';
    /** @enum {string} */
    ActivityCategory:
      | 'hike'
      | 'walk'
      | 'run'
      | 'trail-run'
      | 'ride'
      | 'mountain-bike'
      | 'gravel'
      | 'ski-touring'
      | 'ski'
      | 'snowshoe'
      | 'swim'
      | 'paddle'
      | 'climb'
      | 'other';
    /** @enum {string} */
    ActivitySource: 'file' | 'device' | 'manual' | 'strava' | 'garmin';
    ActivitySummaryDto: {
      /**
       * Format: double
       * @description From start to finish, pauses included (s).
       */
      elapsedS: number | null;
      /**
       * Format: double
       * @description Time in motion (s).
       */
      movingS: number | null;
      /**
       * Format: double
       * @description Metres.
       */
      distanceM: number | null;
      /**
       * Format: double
       * @description Metres climbed.
       */
      gainM: number | null;
      /**
       * Format: double
       * @description Metres descended.
       */
      lossM: number | null;
      /**
       * Format: double
       * @description m/s.
       */
      maxSpeedMps: number | null;
      /**
       * Format: double
       * @description m/s over the moving time.
       */
      avgSpeedMps: number | null;
      /**
       * Format: double
       * @description Beats per minute.
       */
      avgHeartRate: number | null;
      /**
       * Format: double
       * @description Beats per minute.
       */
      maxHeartRate: number | null;
      /**
       * Format: double
       * @description As the device counts it (rpm on a bike, steps of one foot per minute on foot).
       */
      avgCadence: number | null;
      /**
       * Format: double
       * @description As avgCadence.
       */
      maxCadence: number | null;
      /** Format: uuid */
      id: string;
      name: string;
      category: components['schemas']['ActivityCategory'];
      source: components['schemas']['ActivitySource'];
      /**
       * Format: date-time
       * @description The instant it started (UTC).
       */
      startTime: string;
      /** @description Where it happened (IANA). */
      timeZone: string | null;
      /** @description The local offset from UTC at the start, minutes east. */
      utcOffsetMinutes: number | null;
      /** @description The route simplified to at most 64 [latitude, longitude] points; [] without one. */
      preview: number[][];
      previewSegmentStarts: number[];
      /** Format: uuid */
      packId: string | null;
      /** Format: uuid */
      tripId: string | null;
      gearItemIds: string[];
      /** @description Whether the file it came from can be downloaded as it was. */
      hasFile: boolean;
    };
    ActivityUploadResultDto: {
      outcome: components['schemas']['ActivityUploadOutcome'];
      /** @description The activity added, or for a duplicate the one already there. */
      activity: components['schemas']['ActivitySummaryDto'];
    };
    ActivityUploadDto: {
      fileName: string;
      activities: components['schemas']['ActivityUploadResultDto'][];
    };
    /**
     * @description soon from 90 % of the limit, due from 100 %; null before or without one.
     * @enum {string}
     */
    RetirementHint: 'soon' | 'due';
    GearMileageDto: {
      /** Format: uuid */
      gearItemId: string;
      name: string;
      /** @description Activities (of the category asked for). */
      count: number;
      /**
       * Format: double
       * @description Metres (of the category asked for).
       */
      distanceM: number;
      /**
       * Format: double
       * @description Seconds, moving time where known, else elapsed (of the category asked for).
       */
      movingS: number;
      /** @description Named on an activity itself (shoes, poles), not only packed. */
      direct: boolean;
      /**
       * Format: double
       * @description Metres over every category: what wears the item out.
       */
      totalDistanceM: number;
      /** @description Metres after which to retire it: its own retireAfterM, else 600 km for shoes; null for no limit. */
      retirementDistanceM: number | null;
      /**
       * Format: double
       * @description totalDistanceM over retirementDistanceM (1 is the limit); null without one.
       */
      wornShare: number | null;
      /** @description soon from 90 % of the limit, due from 100 %; null before or without one. */
      retirementHint: components['schemas']['RetirementHint'] | null;
    };
    GearMileageListDto: {
      /** @description Each item used on an activity, the most distance first; unused items are left out. */
      items: components['schemas']['GearMileageDto'][];
    };
    NamedRefDto: {
      /** Format: uuid */
      id: string;
      name: string;
    };
    ActivityGearDefaultsDto: {
      category: components['schemas']['ActivityCategory'];
      pack: components['schemas']['NamedRefDto'] | null;
      /** @description By name. */
      gear: components['schemas']['NamedRefDto'][];
    };
    ReplaceActivityGearDefaultsDto: {
      /**
       * Format: uuid
       * @description The pack new activities carry; null for none.
       */
      packId?: string | null;
      /** @description The gear items new activities use (shoes, poles); empty for none. */
      gearItemIds: string[];
    };
    ImportStartedDto: {
      /**
       * Format: uuid
       * @description The import’s job (GET /api/jobs/:id).
       */
      jobId: string;
    };
    ImportUndoneDto: {
      /** @description How many activities were deleted. */
      deleted: number;
    };
    TripActivityDto: {
      /**
       * Format: double
       * @description From start to finish, pauses included (s).
       */
      elapsedS: number | null;
      /**
       * Format: double
       * @description Time in motion (s).
       */
      movingS: number | null;
      /**
       * Format: double
       * @description Metres.
       */
      distanceM: number | null;
      /**
       * Format: double
       * @description Metres climbed.
       */
      gainM: number | null;
      /**
       * Format: double
       * @description Metres descended.
       */
      lossM: number | null;
      /**
       * Format: double
       * @description m/s.
       */
      maxSpeedMps: number | null;
      /**
       * Format: double
       * @description m/s over the moving time.
       */
      avgSpeedMps: number | null;
      /**
       * Format: double
       * @description Beats per minute.
       */
      avgHeartRate: number | null;
      /**
       * Format: double
       * @description Beats per minute.
       */
      maxHeartRate: number | null;
      /**
       * Format: double
       * @description As the device counts it (rpm on a bike, steps of one foot per minute on foot).
       */
      avgCadence: number | null;
      /**
       * Format: double
       * @description As avgCadence.
       */
      maxCadence: number | null;
      /** Format: uuid */
      id: string;
      name: string;
      category: components['schemas']['ActivityCategory'];
      source: components['schemas']['ActivitySource'];
      /**
       * Format: date-time
       * @description The instant it started (UTC).
       */
      startTime: string;
      /** @description Where it happened (IANA). */
      timeZone: string | null;
      /** @description The local offset from UTC at the start, minutes east. */
      utcOffsetMinutes: number | null;
      /** @description The route simplified to at most 64 [latitude, longitude] points; [] without one. */
      preview: number[][];
      previewSegmentStarts: number[];
      /** Format: uuid */
      packId: string | null;
      /** Format: uuid */
      tripId: string | null;
      gearItemIds: string[];
      /** @description Whether the file it came from can be downloaded as it was. */
      hasFile: boolean;
      /**
       * Format: date
       * @description The day it started on, where it happened.
       */
      localDate: string;
      /** @description Its route simplified to at most 400 [latitude, longitude]; [] without one. */
      line: number[][];
      lineSegmentStarts: number[];
    };
    TripActivitiesDto: {
      /** @description Linked, in the order they were. */
      activities: components['schemas']['TripActivityDto'][];
      /** @description Linked to no trip, recorded during its days near its route (or its place). */
      suggestions: components['schemas']['ActivitySummaryDto'][];
    };
    TripSuggestionDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** Format: date */
      startDate: string;
      /** Format: date */
      endDate: string;
    };
    TripSuggestionsDto: {
      trips: components['schemas']['TripSuggestionDto'][];
    };
    ActivityPageDto: {
      activities: components['schemas']['ActivitySummaryDto'][];
      /** @description Pass as cursor for the next page; null on the last. */
      nextCursor: string | null;
    };
    CreateActivityDto: {
      /**
       * Format: double
       * @description From start to finish, pauses included (s).
       */
      elapsedS?: number | null;
      /**
       * Format: double
       * @description Time in motion (s).
       */
      movingS?: number | null;
      /**
       * Format: double
       * @description Metres.
       */
      distanceM?: number | null;
      /**
       * Format: double
       * @description Metres climbed.
       */
      gainM?: number | null;
      /**
       * Format: double
       * @description Metres descended.
       */
      lossM?: number | null;
      /**
       * Format: double
       * @description Beats per minute.
       */
      avgHeartRate?: number | null;
      /**
       * Format: double
       * @description Beats per minute.
       */
      maxHeartRate?: number | null;
      /** @description Trimmed. */
      name: string;
      category: components['schemas']['ActivityCategory'];
      /**
       * Format: date-time
       * @description When it started, with the offset of the place (or Z).
       * @example 2026-05-01T08:30:00+02:00
       */
      startTime: string;
      /**
       * @description An IANA time zone; null: unknown.
       * @example Europe/Ljubljana
       */
      timeZone?: string | null;
      notes?: string;
      /**
       * Format: uuid
       * @description The pack carried; every item in it counts the distance. Left out: the category’s default pack (Explorer); null: none.
       */
      packId?: string | null;
      /**
       * Format: uuid
       * @description The trip it was part of.
       */
      tripId?: string | null;
      /** @description The gear items used (shoes, poles) beside the pack. Left out: the category’s default gear (Explorer); an empty list: none. */
      gearItemIds?: string[];
    };
    ActivityLapDto: {
      /**
       * Format: double
       * @description From start to finish, pauses included (s).
       */
      elapsedS: number | null;
      /**
       * Format: double
       * @description Time in motion (s).
       */
      movingS: number | null;
      /**
       * Format: double
       * @description Metres.
       */
      distanceM: number | null;
      /**
       * Format: double
       * @description Metres climbed.
       */
      gainM: number | null;
      /**
       * Format: double
       * @description Metres descended.
       */
      lossM: number | null;
      /**
       * Format: double
       * @description m/s.
       */
      maxSpeedMps: number | null;
      /**
       * Format: double
       * @description m/s over the moving time.
       */
      avgSpeedMps: number | null;
      /**
       * Format: double
       * @description Beats per minute.
       */
      avgHeartRate: number | null;
      /**
       * Format: double
       * @description Beats per minute.
       */
      maxHeartRate: number | null;
      /**
       * Format: double
       * @description As the device counts it (rpm on a bike, steps of one foot per minute on foot).
       */
      avgCadence: number | null;
      /**
       * Format: double
       * @description As avgCadence.
       */
      maxCadence: number | null;
      /** Format: date-time */
      startTime: string;
    };
    ActivityRouteDto: {
      /** @description [latitude, longitude, elevation or null] */
      points: (number | null)[][];
      segmentStarts: number[];
      /** @description How many points the file had. */
      recordedPoints: number;
      /** @description Metres from the start to each point along the recorded route (scaled to end at distanceM). */
      alongM: number[];
      /** @description Seconds from the start to each point; null where the file gave no time. */
      elapsedS: (number | null)[];
      /** @description m/s at each point, over the 30 s around it; null without times. */
      speedsMps: (number | null)[];
      /** @description Beats per minute at each point; null when the file had no heart rate. */
      heartRates: (number | null)[] | null;
    };
    ActivitySplitDto: {
      /** Format: double */
      distanceM: number;
      /**
       * Format: double
       * @description Seconds from its start to its end, pauses included.
       */
      elapsedS: number | null;
      /**
       * Format: double
       * @description Seconds in motion.
       */
      movingS: number | null;
      /**
       * Format: double
       * @description Metres higher (or, negative, lower) at its end than at its start.
       */
      elevationChangeM: number | null;
    };
    ActivityDetailDto: {
      /**
       * Format: double
       * @description From start to finish, pauses included (s).
       */
      elapsedS: number | null;
      /**
       * Format: double
       * @description Time in motion (s).
       */
      movingS: number | null;
      /**
       * Format: double
       * @description Metres.
       */
      distanceM: number | null;
      /**
       * Format: double
       * @description Metres climbed.
       */
      gainM: number | null;
      /**
       * Format: double
       * @description Metres descended.
       */
      lossM: number | null;
      /**
       * Format: double
       * @description m/s.
       */
      maxSpeedMps: number | null;
      /**
       * Format: double
       * @description m/s over the moving time.
       */
      avgSpeedMps: number | null;
      /**
       * Format: double
       * @description Beats per minute.
       */
      avgHeartRate: number | null;
      /**
       * Format: double
       * @description Beats per minute.
       */
      maxHeartRate: number | null;
      /**
       * Format: double
       * @description As the device counts it (rpm on a bike, steps of one foot per minute on foot).
       */
      avgCadence: number | null;
      /**
       * Format: double
       * @description As avgCadence.
       */
      maxCadence: number | null;
      /** Format: uuid */
      id: string;
      name: string;
      category: components['schemas']['ActivityCategory'];
      source: components['schemas']['ActivitySource'];
      /**
       * Format: date-time
       * @description The instant it started (UTC).
       */
      startTime: string;
      /** @description Where it happened (IANA). */
      timeZone: string | null;
      /** @description The local offset from UTC at the start, minutes east. */
      utcOffsetMinutes: number | null;
      /** @description The route simplified to at most 64 [latitude, longitude] points; [] without one. */
      preview: number[][];
      previewSegmentStarts: number[];
      /** Format: uuid */
      packId: string | null;
      /** Format: uuid */
      tripId: string | null;
      gearItemIds: string[];
      /** @description Whether the file it came from can be downloaded as it was. */
      hasFile: boolean;
      /** @description The gear items of gearItemIds. */
      gear: components['schemas']['NamedRefDto'][];
      /** @description The pack of packId. */
      pack: components['schemas']['NamedRefDto'] | null;
      /** @description The trip of tripId. */
      trip: components['schemas']['NamedRefDto'] | null;
      /** @description The activities of its multi-sport file in order, itself among them; [] when it is alone. */
      fileParts: components['schemas']['NamedRefDto'][];
      /** @description The services it was also synced from (the same outing from a file, Strava and Garmin is one activity); [] for none. */
      syncedFrom: ('strava' | 'garmin')[];
      notes: string;
      laps: components['schemas']['ActivityLapDto'][];
      route: components['schemas']['ActivityRouteDto'] | null;
      /** @description Per kilometre, from the recorded points; [] without a timed route. */
      splits: components['schemas']['ActivitySplitDto'][];
    };
    ActivityTotalsDto: {
      category: components['schemas']['ActivityCategory'];
      count: number;
      /** Format: double */
      distanceM: number;
      /** Format: double */
      movingS: number;
      /** Format: double */
      gainM: number;
    };
    ActivityPeriodDto: {
      /**
       * Format: date
       * @description Its first day (a week begins on Monday).
       */
      start: string;
      /** @description Categories with activities. */
      totals: components['schemas']['ActivityTotalsDto'][];
    };
    ActivityDayDto: {
      /** Format: date */
      date: string;
      count: number;
      /** Format: double */
      distanceM: number;
      /** Format: double */
      movingS: number;
    };
    ActivityOverviewDto: {
      week: components['schemas']['ActivityPeriodDto'];
      month: components['schemas']['ActivityPeriodDto'];
      year: components['schemas']['ActivityPeriodDto'];
      /**
       * Format: date
       * @description The calendar’s first day: a year ago, a Monday.
       */
      calendarStart: string;
      /**
       * Format: date
       * @description Today, in the viewer’s zone.
       */
      today: string;
      /** @description Days with activities, in order. */
      days: components['schemas']['ActivityDayDto'][];
    };
    ActivityPeriodTotalsDto: {
      /**
       * Format: date
       * @description The period’s first day (weeks begin on Monday).
       */
      start: string;
      count: number;
      /** Format: double */
      distanceM: number;
      /**
       * Format: double
       * @description Moving time where known, else elapsed.
       */
      movingS: number;
      /** Format: double */
      gainM: number;
    };
    ActivityBestDto: {
      /**
       * Format: double
       * @description Metres, or seconds for a fastest distance.
       */
      value: number;
      /** Format: uuid */
      activityId: string;
      name: string;
      /** Format: date-time */
      startTime: string;
    };
    ActivityBestsDto: {
      /** @description Metres. */
      longest: components['schemas']['ActivityBestDto'] | null;
      /** @description Metres climbed. */
      mostGain: components['schemas']['ActivityBestDto'] | null;
      /** @description Seconds for 5 km. */
      fastest5k: components['schemas']['ActivityBestDto'] | null;
      /** @description Seconds for 10 km. */
      fastest10k: components['schemas']['ActivityBestDto'] | null;
    };
    ActivityAnalyticsDto: {
      category: components['schemas']['ActivityCategory'];
      /**
       * Format: date
       * @description Today, in the viewer’s zone.
       */
      today: string;
      /** @description The last 52 weeks with activities. */
      weeks: components['schemas']['ActivityPeriodTotalsDto'][];
      /** @description The last 24 months with activities. */
      months: components['schemas']['ActivityPeriodTotalsDto'][];
      /** @description Every activity of the category; start is the first one’s day. */
      allTime: components['schemas']['ActivityPeriodTotalsDto'];
      bests: components['schemas']['ActivityBestsDto'];
      /** @description Gear mileage in the category, the most distance first, with each item’s wear over every category. */
      gear: components['schemas']['GearMileageDto'][];
    };
    UpdateActivityDto: {
      /**
       * Format: double
       * @description From start to finish, pauses included (s).
       */
      elapsedS?: number | null;
      /**
       * Format: double
       * @description Time in motion (s).
       */
      movingS?: number | null;
      /**
       * Format: double
       * @description Metres.
       */
      distanceM?: number | null;
      /**
       * Format: double
       * @description Metres climbed.
       */
      gainM?: number | null;
      /**
       * Format: double
       * @description Metres descended.
       */
      lossM?: number | null;
      /**
       * Format: double
       * @description Beats per minute.
       */
      avgHeartRate?: number | null;
      /**
       * Format: double
       * @description Beats per minute.
       */
      maxHeartRate?: number | null;
      /** @description Trimmed. */
      name?: string;
      category?: components['schemas']['ActivityCategory'];
      /**
       * Format: date-time
       * @description When it started, with the offset of the place (or Z).
       * @example 2026-05-01T08:30:00+02:00
       */
      startTime?: string;
      /**
       * @description An IANA time zone; null: unknown.
       * @example Europe/Ljubljana
       */
      timeZone?: string | null;
      notes?: string;
      /**
       * Format: uuid
       * @description The pack carried; null: none.
       */
      packId?: string | null;
      /**
       * Format: uuid
       * @description The trip it was part of; null: none.
       */
      tripId?: string | null;
      /** @description The gear items used (shoes, poles) beside the pack; replaces the list. */
      gearItemIds?: string[];
    };
    StravaConnectionDto: {
      /** @description False: neither the server nor the user has a Strava app set up. */
      configured: boolean;
      /**
       * @description Whose Strava app the link uses: the server’s, or the user’s own.
       * @enum {string|null}
       */
      appSource: 'server' | 'own' | null;
      connected: boolean;
      /** @description The athlete’s name on Strava. */
      athleteName: string | null;
      /** @description The scopes the athlete granted. */
      scopes: string[];
      /** @description Whether the activities Strava brought in stay here when access is revoked on Strava’s side (true until the owner says otherwise, and while not linked). */
      keepActivitiesOnRevoke: boolean;
    };
    StravaAuthorizeDto: {
      /** @description Strava’s page where the athlete grants access. */
      url: string;
    };
    StravaOwnAppDto: {
      /** @description The app’s Client ID (a number). */
      clientId: string;
      /** @description The app’s Client Secret. Kept sealed; never shown again. */
      clientSecret: string;
    };
    CompleteStravaLinkDto: {
      code: string;
      /** @description The scopes granted, comma-separated, as Strava wrote them. */
      scope: string;
      /** @description The state the authorize step gave Strava. */
      state: string;
    };
    UpdateStravaConnectionDto: {
      keepActivitiesOnRevoke: boolean;
    };
    StravaUnlinkedDto: {
      /**
       * Format: uuid
       * @description The job deleting the activities (with `delete`), else null.
       */
      jobId: string | null;
    };
    StravaImportStartedDto: {
      /**
       * Format: uuid
       * @description The import job: follow it at /api/jobs/{id}.
       */
      jobId: string;
    };
    StravaGearDto: {
      /** @description Strava’s id (b… for bikes, g… for shoes). */
      stravaGearId: string;
      /** @enum {string} */
      kind: 'bike' | 'shoes';
      name: string;
      /** Format: uuid */
      gearItemId: string | null;
      /** @description The library item’s name. */
      gearItemName: string | null;
    };
    MapStravaGearDto: {
      /**
       * Format: uuid
       * @description The library item it is; null for none.
       */
      gearItemId: string | null;
    };
    StravaWebhookEventDto: {
      /** @enum {string} */
      object_type: 'activity' | 'athlete';
      /** @description The activity’s id, or the athlete’s. */
      object_id: number;
      /** @enum {string} */
      aspect_type: 'create' | 'update' | 'delete';
      /** @description What changed: title, type, private; `{"authorized": "false"}` on revocation. */
      updates?: {
        [key: string]: unknown;
      };
      /** @description The athlete’s id. */
      owner_id: number;
      subscription_id: number;
      /** @description When it happened (epoch seconds). */
      event_time: number;
    };
    GarminConnectionDto: {
      /** @description False: the server has no Garmin app set up. */
      configured: boolean;
      connected: boolean;
      /** @description What the user allowed on Garmin (ACTIVITY_EXPORT is needed for activities to come). */
      permissions: string[];
    };
    GarminAuthorizeDto: {
      /** @description Garmin’s page where the user grants access. */
      url: string;
    };
    CompleteGarminLinkDto: {
      code: string;
      /** @description The state the authorize step gave Garmin; checked when present. */
      state?: string;
    };
    /** @enum {string} */
    GarminUnlinkActivities: 'keep' | 'delete';
    ApiKeyDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @description The key’s first characters, to tell keys apart. */
      prefix: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastUsedAt: string | null;
    };
    CreateApiKeyDto: {
      /** @description Trimmed. */
      name: string;
    };
    CreatedApiKeyDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @description The key’s first characters, to tell keys apart. */
      prefix: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastUsedAt: string | null;
      /** @description The key, shown this once: send it as `Authorization: Bearer <key>` to POST /api/activities/files. Only its hash is kept. */
      key: string;
    };
    /** @enum {string} */
    TileSourceId: 'standard' | 'satellite' | 'elevation';
    /**
     * @description base: a map picture; elevation: Terrarium-encoded heights for contour lines.
     * @enum {string}
     */
    TileSourceKind: 'base' | 'elevation';
    TileSourceTroubleDto: {
      /**
       * @description The status its tiles are answered with meanwhile (502, 503 or 504).
       * @example 502
       */
      status: number;
      /** @example The Standard map tiles are unavailable: the tile server could not be reached */
      message: string;
      /** @description When the tile server will be tried again: until then, ask for none of its tiles. */
      retryAfterSeconds: number;
    };
    TileSourceResponseDto: {
      id: components['schemas']['TileSourceId'];
      /** @description base: a map picture; elevation: Terrarium-encoded heights for contour lines. */
      kind: components['schemas']['TileSourceKind'];
      /** @example Standard */
      label: string;
      /** @description The deepest zoom the source has. */
      maxZoom: number;
      /**
       * @description Plain text, to show whenever the layer is.
       * @example © OpenStreetMap contributors
       */
      attribution: string;
      /** @description Set when its tile server failed lately (and no copy of the tile was cached): the map says why instead of asking for tiles that fail. */
      trouble: components['schemas']['TileSourceTroubleDto'] | null;
    };
    /** @enum {string} */
    GeocoderProvider: 'nominatim' | 'photon' | 'off';
    GeocodingStatusDto: {
      provider: components['schemas']['GeocoderProvider'];
      /**
       * @description The credit to show with results (their data is OpenStreetMap’s); null when off.
       * @example Search by Nominatim, © OpenStreetMap contributors
       */
      attribution: string | null;
      /** @description Whether the geocoder may be asked as someone types (Photon), or only when they ask (Nominatim's usage policy forbids autocomplete through it). */
      searchAsYouType: boolean;
    };
    GeocodeBoundsDto: {
      /** Format: double */
      south: number;
      /** Format: double */
      west: number;
      /** Format: double */
      north: number;
      /** Format: double */
      east: number;
    };
    GeocodeResultDto: {
      /** @example Ben Nevis */
      name: string;
      /**
       * @description Where it is: the rest of its address (region, country). May be empty.
       * @example Highland, Alba / Scotland, United Kingdom
       */
      detail: string;
      /**
       * Format: double
       * @description Decimal degrees north.
       */
      latitude: number;
      /**
       * Format: double
       * @description Decimal degrees east.
       */
      longitude: number;
      /**
       * @description What it is, as OpenStreetMap tags it: 'peak', 'village', 'alpine_hut', ...
       * @example peak
       */
      kind: string;
      /** @description The area it covers, when the geocoder says (fit the map to it). */
      bounds?: components['schemas']['GeocodeBoundsDto'];
    };
    GeocodingSearchResponseDto: {
      /** @description Best first, at most 10. */
      results: components['schemas']['GeocodeResultDto'][];
    };
    AccountResponseDto: {
      /** Format: uuid */
      userId: string;
      /** @description From the sign-in provider; not editable here. */
      email: string;
      firstName: string;
      lastName: string;
      username: string | null;
      /** @example /api/photos/{id} */
      avatarUrl: string | null;
      /** @description The unit weights show in, on every screen. */
      weightUnit: components['schemas']['WeightUnit'];
      /** @description auto: from 1,000 g or 16 oz, weights show in kg or lb; fixed: in weightUnit. */
      weightScale: components['schemas']['WeightScale'];
      /** @example EUR */
      currency: string | null;
      /**
       * @description Grams of food per day for a trip that has no figure of its own.
       * @example 700
       */
      foodPerDayGrams: number;
      /** @description Whether anyone may see /u/{username} with the public packs and trips. */
      profilePublic: boolean;
      /** @description Whether search engines may index the public pages (noindex otherwise). */
      searchIndexing: boolean;
      subscriptionPlan: components['schemas']['SubscriptionPlan'];
      /**
       * @description builtin: deleting the account also deletes its sign-in (email and password).
       * @enum {string}
       */
      signInProvider: 'builtin' | 'external';
      /** Format: date-time */
      createdAt: string;
      /** @description The user as GET /api/auth/me now answers, for the client to store. */
      me: components['schemas']['CurrentUserDto'];
    };
    UpdateAccountDto: {
      /** @description Trimmed; empty or only spaces: 400 "First name is required". */
      firstName?: string;
      /** @description Trimmed; empty or only spaces: 400 "Last name is required". */
      lastName?: string;
      /** @description Lowercased; unique in any case; not a reserved word. Null or empty removes it (public links then answer 404). */
      username?: string | null;
      weightUnit?: components['schemas']['WeightUnit'];
      weightScale?: components['schemas']['WeightScale'];
      /**
       * @description ISO 4217 code for new prices; null: the browser’s locale decides.
       * @example EUR
       */
      currency?: string | null;
      /** @description Grams of food per day for a trip that has no figure of its own. */
      foodPerDayGrams?: number;
      /** @description Whether anyone may see /u/{username} with the public packs and trips. */
      profilePublic?: boolean;
      /** @description Whether search engines may index the public pages. */
      searchIndexing?: boolean;
    };
    /** @enum {string} */
    UsernameUnavailableReason:
      'too_short' | 'too_long' | 'invalid_characters' | 'reserved' | 'taken';
    UsernameAvailabilityResponseDto: {
      /** @description The username as it would be stored (lowercase). */
      username: string;
      /** @description True also when it is already the user’s own. */
      available: boolean;
      reason?: components['schemas']['UsernameUnavailableReason'];
      /** @example This username is taken */
      message?: string;
    };
    DeleteAccountDto: {
      /** @description The account’s email address or username, typed exactly (spaces around it are ignored). */
      confirmation: string;
    };
    PublicOwnerDto: {
      /**
       * @description Lowercase, as in the page’s address.
       * @example ada
       */
      username: string;
      /**
       * @description First name and the initial of the last.
       * @example Ada L.
       */
      displayName: string;
      /**
       * @description The avatar, served to anyone; null without one.
       * @example /api/public/photos/{id}
       */
      avatarUrl: string | null;
      /** @description Whether /u/{username} answers (a link to it may be shown). */
      profilePublic: boolean;
      /** @description Whether search engines may index the page (noindex otherwise). */
      searchIndexing: boolean;
    };
    PublicPackSummaryDto: {
      name: string;
      description: string;
      slug: string;
      /** @description Lines in the pack (a bundle line counts once). */
      lineCount: number;
      totals: components['schemas']['PackWeightTotalsDto'];
      /** Format: date-time */
      updatedAt: string;
    };
    PublicTripSummaryDto: {
      /** Format: uuid */
      id: string;
      name: string;
      activity: components['schemas']['TripActivity'];
      /**
       * Format: date
       * @example 2025-07-14
       */
      startDate: string;
      /**
       * Format: date
       * @example 2025-07-16
       */
      endDate: string;
      /** @description Calendar days from startDate to endDate, both counted. */
      days: number;
      /**
       * Format: double
       * @description Metres, of the whole route (also when its ends are hidden); 0 without one.
       */
      distanceM: number;
      /**
       * Format: double
       * @description The route’s ascent, filtered; 0 without a route, null when unknown (no point has an elevation).
       */
      gainM: number | null;
      /** @description The route simplified to at most 64 [latitude, longitude] points; [] without one. */
      preview: number[][];
      /** @description Where a new segment of the preview begins (indices into preview, ascending); [] for one segment. Draw no line from the point before each. */
      previewSegmentStarts: number[];
      /** Format: date-time */
      updatedAt: string;
      /** @description The main pack’s base weight; null without a pack. */
      mainPackBaseMg: number | null;
    };
    PublicProfileDto: {
      owner: components['schemas']['PublicOwnerDto'];
      /** @description The owner’s. */
      weightUnit: components['schemas']['WeightUnit'];
      /** @description The owner’s. */
      weightScale: components['schemas']['WeightScale'];
      /** @description Public ones, newest first. */
      packs: components['schemas']['PublicPackSummaryDto'][];
      /** @description Public ones, newest first. */
      trips: components['schemas']['PublicTripSummaryDto'][];
    };
    PublicCategoryTotalsDto: {
      totalMg: number;
      baseMg: number;
      wornMg: number;
      consumableMg: number;
      itemCount: number;
      /**
       * @example {
       *       "EUR": 4599
       *     }
       */
      priceByCurrency: {
        [key: string]: number;
      };
    };
    PublicPackItemDto: {
      name: string;
      /** @description Left out when empty. */
      brand?: string;
      weightMg: number;
      /** @description Left out when the item has no price. */
      priceMinor?: number;
      /** @description Left out when the item has no price. */
      currency?: string;
      /** @description Left out when the item has no link. */
      url?: string;
      /**
       * @description Left out when the item has no photo.
       * @example /api/public/photos/{id}
       */
      photoUrl?: string;
      /** @description The item’s notes (LighterPack’s `desc` column, which the CSV import reads into them); left out when empty. */
      description?: string;
    };
    PublicBundleItemDto: {
      name: string;
      brand: string;
      /** @description Per bundle; the line’s quantity multiplies it. */
      quantity: number;
      weightMg: number;
      priceMinor: number | null;
      currency: string | null;
      /** @description Worn in this pack: its own mark, or else the line’s. */
      worn: boolean;
      /** @description Consumable in this pack: its own mark, or else the line’s. */
      consumable: boolean;
    };
    PublicPackBundleDto: {
      name: string;
      description: string;
      items: components['schemas']['PublicBundleItemDto'][];
    };
    PublicPackLineDto: {
      kind: components['schemas']['PackLineKind'];
      quantity: number;
      /**
       * @description Present (true) only when worn.
       * @enum {boolean}
       */
      worn?: true;
      /**
       * @description Present (true) only when consumable.
       * @enum {boolean}
       */
      consumable?: true;
      /** @description Item lines only. */
      item?: components['schemas']['PublicPackItemDto'];
      /** @description Bundle lines only. */
      bundle?: components['schemas']['PublicPackBundleDto'];
    };
    PublicPackCategoryDto: {
      /** @description The category’s name; "Uncategorized" for lines without one. */
      name: string;
      /** @example #4a7c59 */
      color: string;
      totals: components['schemas']['PublicCategoryTotalsDto'];
      /** @description In the pack’s order. */
      lines: components['schemas']['PublicPackLineDto'][];
    };
    PublicPackTotalsDto: {
      /** @description Milligrams, like every *Mg figure. */
      totalMg: number;
      /** @description total - worn - consumable. */
      baseMg: number;
      wornMg: number;
      consumableMg: number;
      /** @description total - worn: what goes on the back. */
      packWeightMg: number;
      /** @description Sum of quantities, bundles expanded (may be fractional). */
      itemCount: number;
      /**
       * @example {
       *       "EUR": 4599
       *     }
       */
      priceByCurrency: {
        [key: string]: number;
      };
    };
    PublicPackDto: {
      name: string;
      description: string;
      slug: string;
      /** Format: date-time */
      updatedAt: string;
      owner: components['schemas']['PublicOwnerDto'];
      /** @description The owner’s unit: the page’s default view. */
      weightUnit: components['schemas']['WeightUnit'];
      /** @description The owner’s. */
      weightScale: components['schemas']['WeightScale'];
      /** @description In the pack’s order. */
      categories: components['schemas']['PublicPackCategoryDto'][];
      totals: components['schemas']['PublicPackTotalsDto'];
    };
    PublicTripWaypointDto: {
      name: string;
      /** Format: double */
      latitude: number;
      /** Format: double */
      longitude: number;
      /** Format: double */
      elevationM: number | null;
      /**
       * @description #rrggbb, lower case.
       * @example #e53e3e
       */
      color: string;
      icon: components['schemas']['MarkerIcon'];
    };
    PublicTripDayDto: {
      /** @description 1-based. */
      day: number;
      /**
       * Format: date
       * @description Null past the end date.
       */
      date: string | null;
      /**
       * Format: double
       * @description Metres walked; 0 on a rest day.
       */
      distanceM: number;
      /**
       * Format: double
       * @description Null: unknown.
       */
      gainM: number | null;
      /** Format: double */
      movingHours: number;
      /** @description The camp the day ends at; null for the last stage and rest days. A camp within a hidden end is named only "Camp". */
      endsAt: string | null;
      /** Format: double */
      foodGrams: number;
      /** Format: double */
      waterLitres: number;
    };
    PublicTripPlanDto: {
      /**
       * Format: double
       * @description Metres; 0 without a route.
       */
      distanceM: number;
      /**
       * Format: double
       * @description Null: unknown (no point has an elevation).
       */
      gainM: number | null;
      /** Format: double */
      lossM: number | null;
      /** Format: double */
      highestM: number | null;
      /** Format: double */
      lowestM: number | null;
      /**
       * Format: double
       * @description By Naismith’s rule at the trip’s pace and climb rate (no climb when unknown).
       */
      movingHours: number;
      days: components['schemas']['PublicTripDayDto'][];
    };
    PublicTripPackDto: {
      name: string;
      isMain: boolean;
      totals: components['schemas']['PackWeightTotalsDto'];
      /** @description The pack’s public address part; null: the pack is private (no link). */
      slug: string | null;
    };
    PublicTripActivityDto: {
      name: string;
      category: components['schemas']['ActivityCategory'];
      /**
       * Format: date
       * @description The day it started on, where it happened.
       */
      localDate: string;
      /** Format: double */
      distanceM: number | null;
      /** Format: double */
      movingS: number | null;
      /** Format: double */
      gainM: number | null;
      /** @description Its recorded line, at most 400 [latitude, longitude]; with the trip’s ends hidden, without what lies within 500 m of its own start and end or of the trip’s. */
      line: number[][];
      lineSegmentStarts: number[];
    };
    PublicTripDto: {
      /** Format: uuid */
      id: string;
      name: string;
      activity: components['schemas']['TripActivity'];
      /**
       * Format: date
       * @example 2025-07-14
       */
      startDate: string;
      /**
       * Format: date
       * @example 2025-07-16
       */
      endDate: string;
      /** @description Calendar days from startDate to endDate, both counted. */
      days: number;
      description: string;
      /** Format: double */
      paceKmh: number;
      /** Format: double */
      climbMPerHour: number;
      /** @description This trip’s food per day, or the account’s. */
      effectiveFoodPerDayGrams: number;
      /** Format: double */
      waterLitresPerHour: number;
      owner: components['schemas']['PublicOwnerDto'];
      /** @description The owner’s. */
      weightUnit: components['schemas']['WeightUnit'];
      /** @description The owner’s. */
      weightScale: components['schemas']['WeightScale'];
      /** @description By day. */
      dayOverrides: components['schemas']['TripDayOverrideDto'][];
      /**
       * Format: double
       * @description Null without a location or when the route’s ends are hidden.
       */
      latitude: number | null;
      /** Format: double */
      longitude: number | null;
      /** @description Whether everything within 500 m of where the route starts and ends (the route wherever it passes there, the waypoints, the location) is left out. */
      routeEndsHidden: boolean;
      /** @description Trimmed when its ends are hidden (null when too short to show any of it). */
      route: components['schemas']['TripRouteDto'] | null;
      /** @description In the order added. */
      waypoints: components['schemas']['PublicTripWaypointDto'][];
      plan: components['schemas']['PublicTripPlanDto'];
      /** @description The main pack first. */
      packs: components['schemas']['PublicTripPackDto'][];
      /** @description The activities linked to the trip, in order, when the owner shows them ([] otherwise). */
      activities: components['schemas']['PublicTripActivityDto'][];
    };
    CopiedItemDto: {
      name: string;
      /** @description The category’s name; "" for none. */
      category: string;
    };
    CopyPublicPackResultDto: {
      /**
       * Format: uuid
       * @description The new pack, the visitor’s own (private).
       */
      packId: string;
      packName: string;
      /** @description Items found in the visitor’s library (same name and category), used as they are. */
      matched: components['schemas']['CopiedItemDto'][];
      /** @description Items added to the visitor’s library. */
      created: components['schemas']['CopiedItemDto'][];
      /** @description Categories added to the visitor’s library. */
      categoriesCreated: string[];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  JobsController_list: {
    parameters: {
      query?: {
        /** @description Only jobs of this kind (`strava.import`). */
        kind?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The latest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobResponseDto'][];
        };
      };
    };
  };
  JobsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobResponseDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such job, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  JobsController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled: a run under way stops at its next step. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobResponseDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such job, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description JOB_FINISHED: the job has already ended. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The server and its database answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthResponseDto'];
        };
      };
      /** @description The database does not answer. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthResponseDto'];
        };
      };
    };
  };
  AuthController_loginUrl: {
    parameters: {
      query?: {
        /** @description Where to go after signing in; anything but a path on this site becomes /home. */
        redirectTo?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginUrlResponseDto'];
        };
      };
    };
  };
  AuthController_callback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CallbackBodyDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallbackResponseDto'];
        };
      };
      /** @description The code is bad, replayed, expired or foreign. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session is gone. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentUserDto'];
        };
      };
      /** @description Nobody is signed in. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AnalyticsController_ingest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HogBatchDto'];
      };
    };
    responses: {
      /** @description Taken, and forwarded to PostHog when it is configured. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is missing or malformed; `errors` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The body is over 32 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many requests; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PhotosController_serve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image bytes, with their stored content type. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such photo, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GearCategoriesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description In the user’s order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GearCategoryResponseDto'][];
        };
      };
    };
  };
  GearCategoriesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateGearCategoryDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GearCategoryResponseDto'];
        };
      };
      /** @description A field is missing or malformed; `errors` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description CATEGORY_EXISTS: the name is taken, in any case. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GearCategoriesController_reorder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReorderGearCategoriesDto'];
      };
    };
    responses: {
      /** @description Each category’s sortOrder is its index in `ids`. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `ids` is not exactly the user’s categories. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GearCategoriesController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted; its items are now uncategorized. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such category, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GearCategoriesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateGearCategoryDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GearCategoryResponseDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such category, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description CATEGORY_EXISTS: the name is taken, in any case. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GearItemsController_list: {
    parameters: {
      query?: {
        /** @description Case-insensitive, anywhere in name, brand or notes. */
        search?: string;
        /** @description A category id, or `none` for uncategorized items. */
        categoryId?: string;
        retired?: 'false' | 'true' | 'all';
        sort?: 'name' | 'brand' | 'category' | 'weight' | 'quantity' | 'price' | 'updated';
        order?: 'asc' | 'desc';
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GearItemPageDto'];
        };
      };
      /** @description A query parameter is malformed; `errors` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GearItemsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateGearItemDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GearItemResponseDto'];
        };
      };
      /** @description A field is missing or malformed; `errors` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GearItemsController_bulk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkGearItemsDto'];
      };
    };
    responses: {
      /** @description Done in one transaction. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkResultDto'];
        };
      };
      /** @description An id is missing or another user’s: nothing changed. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GearItemsController_usageOf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GearItemUsageQueryDto'];
      };
    };
    responses: {
      /** @description The packs and bundles that use the items: what deleting them takes from. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GearItemUsageDto'];
        };
      };
      /** @description `ids` is missing or malformed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GearItemsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GearItemResponseDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such item, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GearItemsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted, with its photo, pack lines and bundle entries. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such item, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GearItemsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateGearItemDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GearItemResponseDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such item, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GearItemPhotosController_set: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          photo?: string;
        };
      };
    };
    responses: {
      /** @description The item with its new photoUrl. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GearItemResponseDto'];
        };
      };
      /** @description UNSUPPORTED_IMAGE: the bytes are not a JPEG, PNG or WebP image that decodes; IMAGE_TOO_LARGE: over 40 megapixels. An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such item, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description FILE_TOO_LARGE: over 25 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description RATE_LIMITED: 120 gear photo uploads per user in 1 hour. Retry-After says when to try again. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GearItemPhotosController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The item has no photo now. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such item, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BundlesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description By name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BundleSummaryDto'][];
        };
      };
    };
  };
  BundlesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateBundleDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BundleDetailDto'];
        };
      };
      /** @description A field is malformed, or categoryId is not yours. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BundlesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BundleDetailDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such bundle, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BundlesController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Packs holding it get its items as plain lines first. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such bundle, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BundlesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateBundleDto'];
      };
    };
    responses: {
      /** @description Every pack holding it shows the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BundleDetailDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such bundle, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BundleItemsController_add: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddBundleItemDto'];
      };
    };
    responses: {
      /** @description Already in it: the quantity was added. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BundleEntryDto'];
        };
      };
      /** @description A new entry, last in the bundle. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BundleEntryDto'];
        };
      };
      /** @description A field is malformed, or gearItemId is not yours. An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such bundle, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BundleItemsController_reorder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReorderBundleItemsDto'];
      };
    };
    responses: {
      /** @description Each entry’s sortOrder is its index in `ids`. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `ids` is not exactly the bundle’s entries. An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such bundle, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BundleItemsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        bundleItemId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The entry is gone; the library item stays. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such bundle or entry, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BundleItemsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        bundleItemId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateBundleItemDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BundleEntryDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such bundle or entry, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PacksController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The most recently changed first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PackSummaryDto'][];
        };
      };
    };
  };
  PacksController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePackDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PackDetailDto'];
        };
      };
      /** @description A field is missing or malformed; `errors` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description SLUG_TAKEN: another of your packs has that slug. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PacksController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PackDetailDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such pack, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PacksController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted with its lines; the library is untouched. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such pack, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PacksController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePackDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PackDetailDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such pack, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description SLUG_TAKEN: another of your packs has that slug. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PacksController_duplicate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description “<name> (copy)”, lines unpacked. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PackDetailDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such pack, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PacksController_setLayout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PackLayoutDto'];
      };
    };
    responses: {
      /** @description Category and line order written in one transaction. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A list is not exactly what the pack holds. An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such pack, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PacksController_resetChecklist: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every line is unpacked. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such pack, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PackLinesController_add: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddPackLineDto'];
      };
    };
    responses: {
      /** @description The new line, last in the pack. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PackLineResponseDto'];
        };
      };
      /** @description Not exactly one of gearItemId, bundleId and newItem; or one that is not yours. An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such pack, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ALREADY_IN_PACK: errors[0].lineId is its line. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PackLinesController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        lineId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The line is gone; the library item stays. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such pack or line, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PackLinesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        lineId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePackLineDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PackLineResponseDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such pack or line, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PackLinesController_expand: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        lineId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pack, the bundle now item lines. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PackDetailDto'];
        };
      };
      /** @description NOT_A_BUNDLE_LINE. An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such pack or line, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PackCsvController_preview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description A LighterPack CSV export.
           */
          file: string;
          /** @description A new pack’s name; default: the file’s name. */
          name?: string;
          /**
           * Format: uuid
           * @description Add to this pack instead.
           */
          packId?: string;
          /**
           * @description ISO 4217; default: the account’s currency, else USD.
           * @example EUR
           */
          currency?: string;
          /**
           * @description Matched items the file describes otherwise: keep, or take the file’s values.
           * @default keep
           * @enum {string}
           */
          updateLibrary?: 'keep' | 'update';
        };
      };
    };
    responses: {
      /** @description What the import would do, nothing written: items added and matched (with how the file differs from each matched one), lines added, rows merged, skipped or adjusted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportPreviewDto'];
        };
      };
      /** @description As for the import. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description packId is not one of your packs. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PACK_FULL: the pack has no room for the file’s lines. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description FILE_TOO_LARGE: over 1 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description RATE_LIMITED: 60 import previews per user in 1 hour. Retry-After says when to try again. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PackCsvController_import: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description A LighterPack CSV export.
           */
          file: string;
          /** @description A new pack’s name; default: the file’s name. */
          name?: string;
          /**
           * Format: uuid
           * @description Add to this pack instead.
           */
          packId?: string;
          /**
           * @description ISO 4217; default: the account’s currency, else USD.
           * @example EUR
           */
          currency?: string;
          /**
           * @description Matched items the file describes otherwise: keep, or take the file’s values.
           * @default keep
           * @enum {string}
           */
          updateLibrary?: 'keep' | 'update';
        };
      };
    };
    responses: {
      /** @description The pack (new, or the one added to) and a report. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportPackResultDto'];
        };
      };
      /** @description No file, not text, EMPTY_FILE, NOT_LIGHTERPACK (wrong header), NOTHING_TO_IMPORT (every row skipped: errors lists each line), or a bad currency, name, packId or updateLibrary. Nothing is written. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description packId is not one of your packs. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PACK_FULL: the pack has no room for the file’s lines; IMPORT_IN_PROGRESS; IMPORT_STOPPED. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description FILE_TOO_LARGE: over 1 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description RATE_LIMITED: 30 pack imports per user in 1 hour. Retry-After says when to try again. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PackCsvController_export: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pack as LighterPack CSV, as a download named <slug>.csv. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such pack, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PlacesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every place, by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlaceResponseDto'][];
        };
      };
    };
  };
  PlacesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePlaceDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlaceResponseDto'];
        };
      };
      /** @description A field is missing or malformed; `errors` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PLACES_FULL: the user has the most places there can be. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PlacesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlaceResponseDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such place, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PlacesController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such place, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PlacesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePlaceDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlaceResponseDto'];
        };
      };
      /** @description A field is malformed; `errors` names it. An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such place, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SearchController_find: {
    parameters: {
      query?: {
        /** @description The words. */
        q?: components['schemas']['Object'];
        /** @description The last word is whole (the person typed a space after it): it is not also taken as the start of a longer word. */
        whole?: components['schemas']['Object'];
        /** @description Only these kinds (comma-separated). Gear and bundles also bring pack lines. */
        kind?: ('gear' | 'bundle' | 'pack' | 'trip' | 'place' | 'activity')[];
        /** @description Gear and bundles of this category. */
        categoryId?: string;
        /** @description Gear of at least this weight, in mg. */
        minWeightMg?: number;
        /** @description Gear of at most this weight, in mg. */
        maxWeightMg?: number;
        /** @description Trips and activities on or after. */
        from?: string;
        /** @description Trips and activities on or before. */
        to?: string;
        /** @description Only retired gear (true) or none of it (false). */
        retired?: boolean;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Everything of the user’s the words find (typos, accents and word forms forgiven), grouped by kind, best first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchResponseDto'];
        };
      };
      /** @description A parameter is malformed; `errors` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HomeController_get: {
    parameters: {
      query: {
        /** @description The viewer’s IANA time zone. */
        timeZone: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The home screen, in four queries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HomeDto'];
        };
      };
      /** @description timeZone is missing or unknown. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TripsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every trip, the latest start first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripSummaryDto'][];
        };
      };
    };
  };
  TripsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTripDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripDetailDto'];
        };
      };
      /** @description A field is missing or malformed; `errors` names it. A pack that is missing or another user’s: field packs, "No such pack". */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TripsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripDetailDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such trip, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TripsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted, with its route, packs list and waypoints. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such trip, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TripsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTripDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripDetailDto'];
        };
      };
      /** @description A field is malformed; `errors` names it. A pack that is missing or another user’s: field packs, "No such pack". An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such trip, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TripsController_putPacks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PutTripPacksDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripDetailDto'];
        };
      };
      /** @description A field is missing or malformed; `errors` names it. A pack that is missing or another user’s: field packs, "No such pack". An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such trip, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TripWaypointsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTripWaypointDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripDetailDto'];
        };
      };
      /** @description A field is missing or malformed; `errors` names it. An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such trip, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TRIP_WAYPOINTS_FULL: the trip has the most waypoints. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TripWaypointsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        waypointId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The trip without the waypoint. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripDetailDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such trip or waypoint, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TripWaypointsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        waypointId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTripWaypointDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripDetailDto'];
        };
      };
      /** @description A field is missing or malformed; `errors` names it. An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such trip or waypoint, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TripRouteController_put: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PutTripRouteDto'];
      };
    };
    responses: {
      /** @description Missing elevations are filled from the elevation tiles where they can be. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripDetailDto'];
        };
      };
      /** @description points is malformed (`errors` names the first bad point), or segmentStarts does not fit it. An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such trip, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ActivityFilesController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description A FIT, TCX or GPX file (or gzipped).
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description Each activity the file holds (one per sport of a multi-sport file), added, or reported as a duplicate of one already there (the same start within a minute, the same distance within 2 % or 100 m). The type is read from the bytes, not the name. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityUploadDto'];
        };
      };
      /** @description ACTIVITY_FILE_REFUSED: not FIT, TCX or GPX, empty, damaged (a bad check sum, cut short), or holding no activity; `errors` names the field file with the reason and its `problem`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description FILE_TOO_LARGE: over 25 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Two of the user’s files are being read (Retry-After). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ActivityFilesController_gpx: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The activity as GPX 1.1, heart rate and cadence included. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such activity, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ActivityFilesController_original: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file the activity came from, byte for byte as uploaded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such activity or its file, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ActivityGearController_gearMileage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Each item’s distance, time and activities over every category, and its wear. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GearMileageListDto'];
        };
      };
      /** @description PLAN_REQUIRED: the Explorer plan’s. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ActivityGearController_gearDefaults: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityGearDefaultsDto'];
        };
      };
      /** @description PLAN_REQUIRED: the Explorer plan’s. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ACTIVITY_CATEGORY_NOT_FOUND: no such category. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ActivityGearController_replaceGearDefaults: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReplaceActivityGearDefaultsDto'];
      };
    };
    responses: {
      /** @description The category’s defaults, whole. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityGearDefaultsDto'];
        };
      };
      /** @description A field is malformed, or names a pack or item that is missing or another user’s. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PLAN_REQUIRED: the Explorer plan’s. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ACTIVITY_CATEGORY_NOT_FOUND: no such category. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StravaExportController_start: {
    parameters: {
      query?: {
        /** @description The file’s name, for the screen. */
        name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The zip as Strava sent it, as the body (not a form). */
    requestBody: {
      content: {
        'application/zip': string;
      };
    };
    responses: {
      /** @description Stored; its import runs as a job (GET /api/jobs/:id for its progress). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportStartedDto'];
        };
      };
      /** @description IMPORT_RUNNING: another import of the user’s runs. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description FILE_TOO_LARGE: over 1 GB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: not sent as a zip. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StravaExportController_undo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every activity it added is deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportUndoneDto'];
        };
      };
      /** @description IMPORT_NOT_FOUND: not an import of the user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description IMPORT_RUNNING: cancel it first. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TripActivitiesController_forTrip: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripActivitiesDto'];
        };
      };
      /** @description TRIP_NOT_FOUND: missing or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TripActivitiesController_suggestTrips: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The trips it looks like part of: on their days, near their route or place. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripSuggestionsDto'];
        };
      };
      /** @description ACTIVITY_NOT_FOUND: missing or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ActivitiesController_list: {
    parameters: {
      query?: {
        category?: components['schemas']['ActivityCategory'];
        /** @description Started at or after. */
        from?: string;
        /** @description Started before. */
        to?: string;
        /** @description The previous page’s nextCursor: the page after it. */
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The latest first, a page at a time. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityPageDto'];
        };
      };
      /** @description A field is missing or malformed; `errors` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ActivitiesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateActivityDto'];
      };
    };
    responses: {
      /** @description An activity entered by hand. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityDetailDto'];
        };
      };
      /** @description A field is missing or malformed; `errors` names it. A pack, trip or gear item that is missing or another user’s names its field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ActivitiesController_overview: {
    parameters: {
      query: {
        /** @description The viewer’s IANA time zone. */
        timeZone: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description This week, month and year by category, and the last twelve months by day. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityOverviewDto'];
        };
      };
      /** @description A field is missing or malformed; `errors` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ActivitiesController_categoryAnalytics: {
    parameters: {
      query: {
        /** @description The viewer’s IANA time zone. */
        timeZone: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityAnalyticsDto'];
        };
      };
      /** @description A field is missing or malformed; `errors` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PLAN_REQUIRED: the Explorer plan’s. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ACTIVITY_CATEGORY_NOT_FOUND: no such category. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ActivitiesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityDetailDto'];
        };
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such activity, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ActivitiesController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted, with its route and gear links. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such activity, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ActivitiesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateActivityDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityDetailDto'];
        };
      };
      /** @description A field is missing or malformed; `errors` names it. A pack, trip or gear item that is missing or another user’s names its field. A recorded activity's start or figures. An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such activity, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StravaController_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StravaConnectionDto'];
        };
      };
    };
  };
  StravaController_complete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompleteStravaLinkDto'];
      };
    };
    responses: {
      /** @description Linked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StravaConnectionDto'];
        };
      };
      /** @description The state is not this session’s (or was used), the activities scope was unticked (STRAVA_SCOPE_MISSING), or Strava refused the code; `errors` names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description STRAVA_ATHLETE_TAKEN, STRAVA_NOT_SET_UP. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StravaController_unlink: {
    parameters: {
      query: {
        /** @description keep: they stay here; delete: those no other source holds are deleted. */
        activities: 'keep' | 'delete';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unlinked; with `activities=delete`, the job deleting the activities. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StravaUnlinkedDto'];
        };
      };
      /** @description `activities` is missing or not keep or delete. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description STRAVA_NOT_LINKED. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StravaController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateStravaConnectionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StravaConnectionDto'];
        };
      };
      /** @description STRAVA_NOT_LINKED. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StravaController_authorize: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Where to send the browser. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StravaAuthorizeDto'];
        };
      };
      /** @description STRAVA_NOT_SET_UP: the server has no Strava app. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StravaController_saveOwnApp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StravaOwnAppDto'];
      };
    };
    responses: {
      /** @description The user’s own app, kept. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StravaConnectionDto'];
        };
      };
      /** @description `errors` names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description STRAVA_APP_PROVIDED: the server has its app; STRAVA_APP_IN_USE: linked. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StravaController_removeOwnApp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user’s own app, forgotten. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StravaConnectionDto'];
        };
      };
      /** @description STRAVA_APP_IN_USE: unlink first. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StravaController_importHistory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The history import, queued. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StravaImportStartedDto'];
        };
      };
      /** @description STRAVA_NOT_LINKED; IMPORT_RUNNING: one at a time. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StravaController_listGear: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StravaGearDto'][];
        };
      };
      /** @description STRAVA_NOT_LINKED. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StravaController_mapGear: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stravaGearId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MapStravaGearDto'];
      };
    };
    responses: {
      /** @description The gear, as now mapped. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StravaGearDto'][];
        };
      };
      /** @description STRAVA_GEAR_NOT_FOUND: not the owner’s gear or item. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StravaWebhookController_handshake: {
    parameters: {
      query: {
        'hub.verify_token': string;
        'hub.challenge': string;
        'hub.mode': 'subscribe';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description `{"hub.challenge": <the challenge>}`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description hub.mode or hub.challenge missing or wrong. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description STRAVA_WEBHOOK_REFUSED: not this server’s token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StravaWebhookController_receive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StravaWebhookEventDto'];
      };
    };
    responses: {
      /** @description Taken (queued, or of no use here). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not an event: `errors` names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description STRAVA_WEBHOOK_REFUSED: not this server’s subscription. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GarminPushController_receive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Garmin’s push or ping body */
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Taken: the work runs as jobs. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description GARMIN_PUSH_REFUSED: not this server’s client id. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GarminController_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GarminConnectionDto'];
        };
      };
    };
  };
  GarminController_complete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompleteGarminLinkDto'];
      };
    };
    responses: {
      /** @description Linked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GarminConnectionDto'];
        };
      };
      /** @description No code; a state that is not this session’s (or was used); no link started in this session; or Garmin refused the code. `errors` names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description GARMIN_USER_TAKEN, GARMIN_NOT_SET_UP. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GarminController_unlink: {
    parameters: {
      query: {
        /** @description Whether the activities Garmin brought in stay (keep) or go (delete). */
        activities: components['schemas']['GarminUnlinkActivities'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unlinked (or was not linked). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GarminConnectionDto'];
        };
      };
      /** @description `activities` is not keep or delete. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GarminController_authorize: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Where to send the browser. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GarminAuthorizeDto'];
        };
      };
      /** @description GARMIN_NOT_SET_UP: the server has no Garmin app. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ApiKeysController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The oldest first; never the keys themselves. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyDto'][];
        };
      };
    };
  };
  ApiKeysController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApiKeyDto'];
      };
    };
    responses: {
      /** @description The key, shown this once. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedApiKeyDto'];
        };
      };
      /** @description API_KEYS_FULL: 20 keys already. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ApiKeysController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked: the key no longer uploads anything. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such API key, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TripFilesController_createFromFile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description A GPX or KML file.
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description A new trip from a GPX (1.0, 1.1) or KML file: named from the file, dated from its times (today without), its tracks (else routes) as the route, each track segment (or KML line) a segment of it (past 50,000 points thinned evenly), its waypoints with icons guessed; missing elevations from the elevation tiles. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripDetailDto'];
        };
      };
      /** @description ROUTE_FILE_INVALID (broken XML, a DOCTYPE or ENTITY declaration, elements nested deeper than 64 or more than 1,000,000 of them, reading past 5 s plus 3 s per MB, nothing to take, more than 500 waypoints, a point off the globe), ROUTE_FILE_UNSUPPORTED (not GPX or KML), or no file. `errors` names the field file. Nothing is written. A third file of one user while two are being read is a 429 (RATE_LIMITED, Retry-After). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description FILE_TOO_LARGE: over 10 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description RATE_LIMITED: 60 route file imports per user in 1 hour. Retry-After says when to try again. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TripFilesController_importInto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description A GPX or KML file.
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description The file's route replaces the trip's (a file of waypoints alone keeps it); its waypoints are added. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripDetailDto'];
        };
      };
      /** @description ROUTE_FILE_INVALID (broken XML, a DOCTYPE or ENTITY declaration, elements nested deeper than 64 or more than 1,000,000 of them, reading past 5 s plus 3 s per MB, nothing to take, more than 500 waypoints, a point off the globe), ROUTE_FILE_UNSUPPORTED (not GPX or KML), or no file. `errors` names the field file. Nothing is written. A third file of one user while two are being read is a 429 (RATE_LIMITED, Retry-After). An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such trip, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TRIP_WAYPOINTS_FULL: the trip would pass 500 waypoints. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description FILE_TOO_LARGE: over 10 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description RATE_LIMITED: 60 route file imports per user in 1 hour. Retry-After says when to try again. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TripFilesController_gpx: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The trip as GPX 1.1 (name, dates and description in the metadata, waypoints with symbols, the route as one track with a segment per route segment), as a download named after the trip. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An id in the path is not a uuid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such trip, or another user’s. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TilesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The configured tile sources. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TileSourceResponseDto'][];
        };
      };
    };
  };
  TilesController_tile: {
    parameters: {
      query?: never;
      header?: {
        'If-None-Match'?: string;
      };
      path: {
        /** @description A source id from GET /api/tiles. */
        source: string;
        /** @description Zoom, up to the source's maxZoom. */
        z: number;
        /** @description Column, 0 to 2^z - 1. */
        x: number;
        /** @description Row from the north, 0 to 2^z - 1. */
        y: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tile's bytes with the upstream's image content type, Cache-Control and a strong ETag. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description If-None-Match names the current ETag. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description z, x or y is not an integer or outside the grid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TILE_SOURCE_NOT_FOUND: no such source; TILE_NOT_FOUND: the upstream has none. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description RATE_LIMITED: too many tiles from one address. Retry-After says when. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TILE_UNAVAILABLE: the tile server failed and no copy is cached (503, 504 too). */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GeocodingController_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeocodingStatusDto'];
        };
      };
    };
  };
  GeocodingController_search: {
    parameters: {
      query: {
        /** @description A place name or address, as typed. */
        q: string;
      };
      header?: {
        /** @description Passed on to the geocoder: the languages names are given in. */
        'Accept-Language'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeocodingSearchResponseDto'];
        };
      };
      /** @description q is missing, shorter than 2 or longer than 200. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description GEOCODER_OFF: place search is turned off. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description GEOCODER_UNAVAILABLE: the geocoder failed (504 when it was too slow). */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description GEOCODER_BUSY: too many searches wait, or the geocoder asked us to slow down; Retry-After says when. GEOCODER_UNAVAILABLE: the geocoder is down. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountResponseDto'];
        };
      };
    };
  };
  AccountController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAccountDto'];
      };
    };
    responses: {
      /** @description `me` is the user to store now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountResponseDto'];
        };
      };
      /** @description A field breaks its rule; `errors` names it ("First name is required", ...). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description USERNAME_TAKEN: another user has it, in any case. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountController_usernameAvailability: {
    parameters: {
      query: {
        /** @description As typed; checked lowercased and trimmed. */
        username: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsernameAvailabilityResponseDto'];
        };
      };
    };
  };
  AccountController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteAccountDto'];
      };
    };
    responses: {
      /** @description Everything the user owns is deleted, every session of theirs ended and the cookie cleared. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description CONFIRMATION_MISMATCH (field `confirmation`): nothing was deleted. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountAvatarController_set: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          photo?: string;
        };
      };
    };
    responses: {
      /** @description Stored as a 256 × 256 thumbnail (centre crop); `avatarUrl` is the new one. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountResponseDto'];
        };
      };
      /** @description UNSUPPORTED_IMAGE: the bytes are not a JPEG, PNG or WebP image; IMAGE_TOO_LARGE: over 40 megapixels. The old avatar stays. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description FILE_TOO_LARGE: over 25 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description RATE_LIMITED: 20 avatar uploads per user in 1 hour. Retry-After says when to try again. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountAvatarController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No avatar now; the photo is deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountResponseDto'];
        };
      };
    };
  };
  AccountExportController_export: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Everything the user owns as one JSON file (attachment), format `packtrail-export` version 1: see docs/data-export.md. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description RATE_LIMITED: 20 account exports per user in 1 hour, and one at a time. Retry-After says when to try again. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PublicController_profile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        username: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicProfileDto'];
        };
      };
      /** @description PUBLIC_PAGE_NOT_FOUND, the same body whatever the reason: no such user (or a username given up or changed), not public, not theirs, or a malformed address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PublicController_pack: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        username: string;
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicPackDto'];
        };
      };
      /** @description PUBLIC_PAGE_NOT_FOUND, the same body whatever the reason: no such user (or a username given up or changed), not public, not theirs, or a malformed address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PublicController_trip: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        username: string;
        tripId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicTripDto'];
        };
      };
      /** @description PUBLIC_PAGE_NOT_FOUND, the same body whatever the reason: no such user (or a username given up or changed), not public, not theirs, or a malformed address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PublicController_photo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        photoId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image bytes: the photo of an item on a public pack, or the avatar of a user with anything public. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PUBLIC_PAGE_NOT_FOUND, the same body whatever the reason: no such user (or a username given up or changed), not public, not theirs, or a malformed address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PublicController_copy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        username: string;
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A new private pack of yours with the public pack’s categories and lines, its items matched into your library by name and category as a LighterPack import matches them, or added to it. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CopyPublicPackResultDto'];
        };
      };
      /** @description NOT_SIGNED_IN. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PUBLIC_PAGE_NOT_FOUND, the same body whatever the reason: no such user (or a username given up or changed), not public, not theirs, or a malformed address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description IMPORT_IN_PROGRESS: a copy or LighterPack import of yours is still being written. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description RATE_LIMITED: 30 public pack copies per user in 1 hour. Retry-After says when to try again. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PreviewImageController_pack: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        username: string;
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A 1200 x 630 PNG for link previews (og:image). ETag: the hash of what it shows; the `v` query parameter of the address pages give is ignored here (it only changes the address when the picture changes). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PUBLIC_PAGE_NOT_FOUND, the same body as every public address that shows nothing. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PreviewImageController_trip: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        username: string;
        tripId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A 1200 x 630 PNG for link previews (og:image). ETag: the hash of what it shows; the `v` query parameter of the address pages give is ignored here (it only changes the address when the picture changes). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PUBLIC_PAGE_NOT_FOUND, the same body as every public address that shows nothing. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}

/** A schema by its DTO's name, e.g. `ApiSchema<'GearItemResponseDto'>`. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
