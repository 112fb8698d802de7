import type { SearchResultKind } from '@domain/search';
import { paths } from '@client/lib/paths';
import type { SearchResult } from '@client/features/search/api/search';

/** Where a result opens. */
export function resultPath(kind: SearchResultKind, result: SearchResult): string {
  switch (kind) {
    case 'gear':
      return paths.gearItem(result.id);
    case 'bundle':
      return paths.bundle(result.id);
    case 'pack':
      return paths.pack(result.id);
    case 'line':
      return paths.pack(result.packId ?? '');
    case 'trip':
      return paths.trip(result.id);
    case 'place':
      return paths.place(result.id);
    case 'activity':
      return paths.activity(result.id);
  }
}

/** A group's heading. */
export const KIND_HEADINGS: Record<SearchResultKind, string> = {
  gear: 'Gear',
  bundle: 'Bundles',
  pack: 'Packs',
  line: 'In packs',
  trip: 'Trips',
  place: 'Places',
  activity: 'Activities',
};
