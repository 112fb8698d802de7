import { Module } from '@nestjs/common';
import { TripsModule } from '../trips.module.js';
import { RouteFileReader } from './route-file-reader.js';
import { TripFilesController } from './trip-files.controller.js';
import { TripFilesService } from './trip-files.service.js';
import { RouteXmlParser } from './route-xml-parser.js';

/** A trip's GPX and KML files: imported through the trips module's services, exported as GPX. */
@Module({
  imports: [TripsModule],
  controllers: [TripFilesController],
  providers: [RouteXmlParser, RouteFileReader, TripFilesService],
})
export class TripFilesModule {}
