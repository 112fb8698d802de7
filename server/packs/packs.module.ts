import { Module } from '@nestjs/common';
import { PackDataModule } from './pack-data.module.js';
import { PackLayoutService } from './pack-layout.service.js';
import { PackLinesController } from './pack-lines.controller.js';
import { PackLinesService } from './pack-lines.service.js';
import { PacksReadService } from './packs-read.service.js';
import { PacksController } from './packs.controller.js';
import { PacksService } from './packs.service.js';

/** Packs: gear lists of library items and bundles, with totals, layout and a checklist. */
@Module({
  imports: [PackDataModule],
  controllers: [PacksController, PackLinesController],
  providers: [PacksReadService, PacksService, PackLinesService, PackLayoutService],
})
export class PacksModule {}
