import { apiFetch } from '@client/lib/api-client';
import { ITEMS_PATH } from './use-gear-items';
import type { GearItem, NewGearItem } from './types';

export const createItem = (body: NewGearItem) =>
  apiFetch<GearItem>(ITEMS_PATH, { method: 'POST', body: JSON.stringify(body) });
