import { PACKS_PATH } from '@client/features/packs/api/use-packs';

/** GET: the pack as LighterPack CSV, served as a download named after its slug. */
export const exportPackPath = (packId: string) =>
  `${PACKS_PATH}/${encodeURIComponent(packId)}/export.csv`;
