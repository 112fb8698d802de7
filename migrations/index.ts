import { CreateUsers1763700000000 } from './1763700000000-create-users.js';
import { CreateSessions1763700000001 } from './1763700000001-create-sessions.js';
import { AddUserIdentity1763700000002 } from './1763700000002-add-user-identity.js';
import { CreateBuiltinProvider1763700000003 } from './1763700000003-create-builtin-provider.js';
import { CreateGearBundlesPacks1763700000004 } from './1763700000004-create-gear-bundles-packs.js';
import { AddPackLayoutAndUniqueLines1763700000005 } from './1763700000005-add-pack-layout-and-unique-lines.js';
import { AddGearItemWeightUnit1763700000006 } from './1763700000006-add-gear-item-weight-unit.js';
import { AddAccountProfile1763700000007 } from './1763700000007-add-account-profile.js';
import { CreateRateLimits1763700000008 } from './1763700000008-create-rate-limits.js';
import { AddPackImports1763700000010 } from './1763700000010-add-pack-imports.js';
import { AddOwnerCreatedIndexes1763700000011 } from './1763700000011-add-owner-created-indexes.js';
import { CreatePasswordResetTokens1763700000012 } from './1763700000012-create-password-reset-tokens.js';
import { AddPackImportItemRestores1763700000014 } from './1763700000014-add-pack-import-item-restores.js';
import { AddUserWeightScale1763700000015 } from './1763700000015-add-user-weight-scale.js';
import { AddPackLineEntryFlags1763700000016 } from './1763700000016-add-pack-line-entry-flags.js';
import { CreatePlaces1763700000017 } from './1763700000017-create-places.js';
import { AddUserFoodPerDay1763700000018 } from './1763700000018-add-user-food-per-day.js';
import { CreateTrips1763700000019 } from './1763700000019-create-trips.js';
import { AddRouteSegments1763700000020 } from './1763700000020-add-route-segments.js';
import { PublicSharing1763700000021 } from './1763700000021-public-sharing.js';
import { RouteTimesUnknownGain1763700000022 } from './1763700000022-route-times-unknown-gain.js';
import { PublicVersion1763700000023 } from './1763700000023-public-version.js';
import { CreateActivities1763700000024 } from './1763700000024-create-activities.js';
import { CreateApiKeys1763700000025 } from './1763700000025-create-api-keys.js';
import { AddGearRetirementAndActivityDefaults1763700000026 } from './1763700000026-add-gear-retirement-and-activity-defaults.js';
import { CreateJobs1763700000027 } from './1763700000027-create-jobs.js';
import { TripShowActivities1763700000028 } from './1763700000028-trip-show-activities.js';
import { ActivityImports1763700000029 } from './1763700000029-activity-imports.js';
import { CreateStravaConnections1763700000030 } from './1763700000030-create-strava-connections.js';
import { CreateActivitySources1763700000031 } from './1763700000031-create-activity-sources.js';
import { AddJobWaitingUntil1763700000032 } from './1763700000032-add-job-waiting-until.js';
import { CreateGarminConnections1763700000033 } from './1763700000033-create-garmin-connections.js';
import { StravaWebhooks1763700000034 } from './1763700000034-strava-webhooks.js';
import { CreateStravaGear1763700000035 } from './1763700000035-create-strava-gear.js';
import { CreateSearch1763700000036 } from './1763700000036-create-search.js';

/** Every migration, oldest first. A new migration file is added here (the server runs them at start-up). */
export const migrations = [
  CreateUsers1763700000000,
  CreateSessions1763700000001,
  AddUserIdentity1763700000002,
  CreateBuiltinProvider1763700000003,
  CreateGearBundlesPacks1763700000004,
  AddPackLayoutAndUniqueLines1763700000005,
  AddGearItemWeightUnit1763700000006,
  AddAccountProfile1763700000007,
  CreateRateLimits1763700000008,
  AddPackImports1763700000010,
  AddOwnerCreatedIndexes1763700000011,
  CreatePasswordResetTokens1763700000012,
  AddPackImportItemRestores1763700000014,
  AddUserWeightScale1763700000015,
  AddPackLineEntryFlags1763700000016,
  CreatePlaces1763700000017,
  AddUserFoodPerDay1763700000018,
  CreateTrips1763700000019,
  AddRouteSegments1763700000020,
  PublicSharing1763700000021,
  RouteTimesUnknownGain1763700000022,
  PublicVersion1763700000023,
  CreateActivities1763700000024,
  CreateApiKeys1763700000025,
  AddGearRetirementAndActivityDefaults1763700000026,
  CreateJobs1763700000027,
  TripShowActivities1763700000028,
  ActivityImports1763700000029,
  CreateStravaConnections1763700000030,
  CreateActivitySources1763700000031,
  AddJobWaitingUntil1763700000032,
  CreateGarminConnections1763700000033,
  StravaWebhooks1763700000034,
  CreateStravaGear1763700000035,
  CreateSearch1763700000036,
];
