import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import type { ApiSchema } from '@client/lib/api/schema';

export type GearMileage = ApiSchema<'GearMileageDto'>;
type GearMileageList = ApiSchema<'GearMileageListDto'>;

export const GEAR_MILEAGE_PATH = '/api/activities/gear-mileage';

/**
 * Every used item's mileage over all categories, in one request for the whole library
 * (Explorer; nothing is asked on Basic, where the server answers 403).
 */
export const useGearMileage = (explorer: boolean) =>
  useSWR<GearMileageList>(explorer ? GEAR_MILEAGE_PATH : null, (path: string) =>
    apiFetch<GearMileageList>(path),
  );
