import { Module } from '@nestjs/common';
import { PacksModule } from '@server/packs/packs.module.js';
import { HomeController } from './home.controller.js';
import { HomeRepository } from './home.repository.js';
import { HomeService } from './home.service.js';

/** The home screen's read (issue 24): a glance at the library, packs, trips and activities. */
@Module({
  imports: [PacksModule],
  controllers: [HomeController],
  providers: [HomeRepository, HomeService],
})
export class HomeModule {}
