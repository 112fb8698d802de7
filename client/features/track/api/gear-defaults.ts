import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import type { ApiSchema } from '@client/lib/api/schema';
import { ACTIVITIES_PATH } from './activity-paths';
import type { ActivityCategory } from './types';

export type GearDefaults = ApiSchema<'ActivityGearDefaultsDto'>;
type GearDefaultsBody = ApiSchema<'ReplaceActivityGearDefaultsDto'>;

const defaultsPath = (category: ActivityCategory) =>
  `${ACTIVITIES_PATH}/defaults/${encodeURIComponent(category)}`;

/** The pack and items new activities of the category get when they name none (Explorer). */
export const useGearDefaults = (category: ActivityCategory) =>
  useSWR<GearDefaults>(defaultsPath(category), (path: string) => apiFetch<GearDefaults>(path));

/** PUT: the category's defaults, whole; answers them as saved. */
export const saveGearDefaults = (category: ActivityCategory, body: GearDefaultsBody) =>
  apiFetch<GearDefaults>(defaultsPath(category), { method: 'PUT', body: JSON.stringify(body) });
