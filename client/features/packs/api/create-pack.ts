import { apiFetch } from '@client/lib/api-client';
import { PACKS_PATH } from './use-packs';
import { fromWire } from './pack-wire';
import type { NewPack, PackDetailWire } from './types';

/** POST /api/packs: without a slug, the server makes one from the name. */
export const createPack = (body: NewPack) =>
  apiFetch<PackDetailWire>(PACKS_PATH, { method: 'POST', body: JSON.stringify(body) }).then(
    fromWire,
  );
