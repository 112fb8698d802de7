import { ActivityEntity } from '@server/activities/activity.entity.js';
import { ActivityFileEntity } from '@server/activities/activity-file.entity.js';
import { ActivityGearEntity } from '@server/activities/activity-gear.entity.js';
import { ActivityRouteEntity } from '@server/activities/activity-route.entity.js';
import { ActivityDefaultGearEntity } from '@server/activities/gear/activity-default-gear.entity.js';
import { ActivityDefaultPackEntity } from '@server/activities/gear/activity-default-pack.entity.js';
import { ApiKeyEntity } from '@server/api-keys/api-key.entity.js';
import { StravaConnectionEntity } from '@server/strava/strava-connection.entity.js';
import { GarminConnectionEntity } from '@server/garmin/garmin-connection.entity.js';
import { StravaGearEntity } from '@server/strava/activities/strava-gear.entity.js';
import { StravaUserAppEntity } from '@server/strava/own-app/strava-user-app.entity.js';
import { StravaWebhookSubscriptionEntity } from '@server/strava/webhooks/strava-webhook-subscription.entity.js';
import { ActivitySourceEntity } from '@server/activities/sources/activity-source.entity.js';
import { BundleItemEntity } from '@server/bundles/bundle-item.entity.js';
import { BundleEntity } from '@server/bundles/bundle.entity.js';
import { JobEntity } from '@server/jobs/job.entity.js';
import { JobUploadChunkEntity } from '@server/jobs/uploads/job-upload-chunk.entity.js';
import { JobUploadEntity } from '@server/jobs/uploads/job-upload.entity.js';
import { GearCategoryEntity } from '@server/gear/gear-category.entity.js';
import { GearItemEntity } from '@server/gear/gear-item.entity.js';
import { PackCategoryEntity } from '@server/packs/layout/pack-category.entity.js';
import { PackImportEntity } from '@server/packs/import/pack-import.entity.js';
import { PackLineEntity } from '@server/packs/lines/pack-line.entity.js';
import { PackEntity } from '@server/packs/pack.entity.js';
import { PhotoEntity } from '@server/photos/photo.entity.js';
import { PlaceEntity } from '@server/places/place.entity.js';
import { TripPackEntity } from '@server/trips/trip-pack.entity.js';
import { TripRouteEntity } from '@server/trips/trip-route.entity.js';
import { TripWaypointEntity } from '@server/trips/trip-waypoint.entity.js';
import { TripEntity } from '@server/trips/trip.entity.js';
import { RateLimitLeaseEntity } from '@server/rate-limits/rate-limit-lease.entity.js';
import { RateLimitWindowEntity } from '@server/rate-limits/rate-limit-window.entity.js';
import { UserEntity } from '@server/users/user.entity.js';

/** Every entity, for the application and for the TypeORM CLI's data source. */
export const entities = [
  UserEntity,
  PhotoEntity,
  GearCategoryEntity,
  GearItemEntity,
  BundleEntity,
  BundleItemEntity,
  PackEntity,
  PackCategoryEntity,
  PackLineEntity,
  RateLimitWindowEntity,
  RateLimitLeaseEntity,
  PackImportEntity,
  PlaceEntity,
  TripEntity,
  TripRouteEntity,
  TripPackEntity,
  TripWaypointEntity,
  ActivityFileEntity,
  ActivityEntity,
  ActivityRouteEntity,
  ActivityGearEntity,
  ActivityDefaultGearEntity,
  ActivityDefaultPackEntity,
  ApiKeyEntity,
  StravaConnectionEntity,
  StravaWebhookSubscriptionEntity,
  StravaUserAppEntity,
  GarminConnectionEntity,
  ActivitySourceEntity,
  StravaGearEntity,
  JobUploadEntity,
  JobUploadChunkEntity,
  JobEntity,
];
