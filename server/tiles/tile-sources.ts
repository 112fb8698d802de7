import { Injectable } from '@nestjs/common';
import { AppConfig } from '@server/config/app-config.js';
import { fillTileTemplate } from '@server/config/tile-url-template.js';

export const TILE_SOURCE_IDS = ['standard', 'satellite', 'elevation'] as const;
export type TileSourceId = (typeof TILE_SOURCE_IDS)[number];

export const TILE_SOURCE_KINDS = ['base', 'elevation'] as const;
/** `base`: a picture of the map to show; `elevation`: Terrarium heights for contour lines. */
export type TileSourceKind = (typeof TILE_SOURCE_KINDS)[number];

export interface TileSource {
  id: TileSourceId;
  kind: TileSourceKind;
  label: string;
  maxZoom: number;
  /** Plain text; the client escapes it. */
  attribution: string;
  /** The upstream URL template with {z}, {x} and {y} (may hold a key: never sent out). */
  urlTemplate: string;
}

/** The tile sources the configuration names, by id. */
@Injectable()
export class TileSourceRegistry {
  readonly sources: readonly TileSource[];

  constructor(config: AppConfig) {
    this.sources = [
      {
        id: 'standard',
        kind: 'base',
        label: 'Standard',
        maxZoom: config.TILES_STANDARD_MAX_ZOOM,
        attribution: config.TILES_STANDARD_ATTRIBUTION,
        urlTemplate: config.TILES_STANDARD_URL,
      },
      {
        id: 'satellite',
        kind: 'base',
        label: 'Satellite',
        maxZoom: config.TILES_SATELLITE_MAX_ZOOM,
        attribution: config.TILES_SATELLITE_ATTRIBUTION,
        urlTemplate: config.TILES_SATELLITE_URL,
      },
      {
        id: 'elevation',
        kind: 'elevation',
        label: 'Elevation',
        maxZoom: config.TILES_ELEVATION_MAX_ZOOM,
        attribution: config.TILES_ELEVATION_ATTRIBUTION,
        urlTemplate: config.TILES_ELEVATION_URL,
      },
    ];
  }

  find(id: string): TileSource | undefined {
    return this.sources.find((source) => source.id === id);
  }

  /** The upstream URL of a tile: the configured template and validated integers, nothing else. */
  upstreamUrl(source: TileSource, z: number, x: number, y: number): string {
    return fillTileTemplate(source.urlTemplate, z, x, y);
  }
}
