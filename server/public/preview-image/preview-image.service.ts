import { Injectable } from '@nestjs/common';
import type { PublicPackDto } from '../dto/public-pack.dto.js';
import type { PublicTripDto } from '../dto/public-trip.dto.js';
import { PublicReadService } from '../public-read.service.js';
import { previewCard, previewCardVersion } from './preview-card.js';
import { PreviewImageCache } from './preview-cache.js';
import { previewLayout } from './preview-layout.js';
import { PreviewRenderer } from './preview-renderer.js';

/** Memory the drawn images may take: about a thousand cards of 30 KB. */
const CACHE_BYTES = 32 * 1024 * 1024;

/** A preview image and the hash of what it shows (its ETag and its address's ?v=). */
export interface PreviewImage {
  png: Uint8Array;
  version: string;
}

/**
 * The preview image of a public pack or trip: the data read as the public page reads it (so the
 * same 404 for every case that shows nothing), the card worked out from it, and the image drawn
 * only when no image of that exact card is kept. A change to what the card shows changes its
 * hash, so the next request draws the new picture; unchanged data is served from memory.
 */
@Injectable()
export class PreviewImageService {
  private readonly cache = new PreviewImageCache(CACHE_BYTES);

  constructor(
    private readonly read: PublicReadService,
    private readonly renderer: PreviewRenderer,
  ) {}

  async pack(username: string, slug: string): Promise<PreviewImage> {
    return this.image(await this.read.pack(username, slug));
  }

  async trip(username: string, tripId: string): Promise<PreviewImage> {
    return this.image(await this.read.trip(username, tripId));
  }

  private async image(data: PublicPackDto | PublicTripDto): Promise<PreviewImage> {
    const card = previewCard(data);
    const version = previewCardVersion(card);
    const png = await this.cache.get(version, () => this.renderer.render(previewLayout(card)));
    return { png, version };
  }
}
