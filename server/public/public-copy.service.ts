import { Injectable, NotImplementedException } from '@nestjs/common';
import type { CopyPublicPackResultDto } from './dto/copy-public-pack-result.dto.js';
import { PublicReadService } from './public-read.service.js';

/** Copies a public pack into the visitor's own gear. */
@Injectable()
export class PublicCopyService {
  constructor(private readonly read: PublicReadService) {}

  async copy(_visitorId: string, username: string, slug: string): Promise<CopyPublicPackResultDto> {
    await this.read.pack(username, slug);
    throw new NotImplementedException();
  }
}
