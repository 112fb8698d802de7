import { useMemo } from 'react';
import { tileUrl, type TileSource, useTileSources } from '@client/components/map/tile-sources';
import { ElevationLookup, type LookupElevations } from './elevation-lookup';

// One lookup per elevation source for the page's life: its tiles and worker outlive a screen.
const lookups = new Map<string, ElevationLookup>();

function lookupOf(source: TileSource): ElevationLookup {
  const key = `${source.id}@${source.maxZoom}`;
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = new ElevationLookup(({ z, x, y }) => tileUrl(source.id, z, x, y), {
      zoom: source.maxZoom,
    });
    lookups.set(key, lookup);
  }
  return lookup;
}

/**
 * Heights for points from the elevation tiles (see ElevationLookup): a function that answers
 * each point's height or null, never rejecting; null itself while the tile sources load or
 * when the server has no elevation source. The same function while the source stays.
 */
export function useElevationLookup(): LookupElevations | null {
  const { data: sources } = useTileSources();
  const source = sources?.find((candidate) => candidate.kind === 'elevation');
  return useMemo(() => (source ? lookupOf(source).lookup : null), [source]);
}
