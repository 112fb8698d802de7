import {
  Controller,
  Get,
  HttpCode,
  Post,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { RateLimit } from '@server/rate-limits/rate-limit.decorator.js';
import { TripDetailDto } from '../dto/trip-response.dto.js';
import type { UploadedRouteFile } from './route-file-reader.js';
import { RouteFileUploadInterceptor } from './route-file-upload.interceptor.js';
import { TripFilesService } from './trip-files.service.js';

const FILE_BODY = {
  type: 'object' as const,
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'A GPX or KML file.' } },
};

const REFUSED =
  'ROUTE_FILE_INVALID (broken XML, a DOCTYPE or ENTITY declaration, elements nested deeper than ' +
  '64 or more than 1,000,000 of them, reading past 5 s plus 3 s per MB, nothing to take, more ' +
  'than 500 waypoints, a point off the globe), ROUTE_FILE_UNSUPPORTED (not GPX or KML), or no ' +
  'file. `errors` names the field file. Nothing is written. A third file of one user while two ' +
  'are being read is a 429 (RATE_LIMITED, Retry-After).';

/** GPX and KML in, GPX out (the route drawn on the map: trip-route.controller.ts). */
@ApiTags('trips')
@Controller('trips')
export class TripFilesController {
  constructor(private readonly files: TripFilesService) {}

  @Post('import')
  @RateLimit('route-import')
  @UseInterceptors(RouteFileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: FILE_BODY })
  @ApiCreatedResponse({
    type: TripDetailDto,
    description:
      'A new trip from a GPX (1.0, 1.1) or KML file: named from the file, dated from its times ' +
      '(today without), its tracks (else routes) as the route, each track segment (or KML ' +
      'line) a segment of it (past 50,000 points thinned evenly), its waypoints with icons ' +
      'guessed; missing elevations from the elevation tiles.',
  })
  @ApiBadRequestResponse({ description: REFUSED })
  @ApiPayloadTooLargeResponse({ description: 'FILE_TOO_LARGE: over 10 MB.' })
  createFromFile(
    @CurrentUserId() ownerId: string,
    @UploadedFile() file: UploadedRouteFile | undefined,
  ): Promise<TripDetailDto> {
    return this.files.createFromFile(ownerId, file);
  }

  @Post(':id/route/import')
  @HttpCode(200)
  @RateLimit('route-import')
  @UseInterceptors(RouteFileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: FILE_BODY })
  @ApiOkResponse({
    type: TripDetailDto,
    description:
      "The file's route replaces the trip's (a file of waypoints alone keeps it); its waypoints " +
      'are added.',
  })
  @OwnedResource('trip', { badRequest: REFUSED })
  @ApiConflictResponse({ description: 'TRIP_WAYPOINTS_FULL: the trip would pass 500 waypoints.' })
  @ApiPayloadTooLargeResponse({ description: 'FILE_TOO_LARGE: over 10 MB.' })
  importInto(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @UploadedFile() file: UploadedRouteFile | undefined,
  ): Promise<TripDetailDto> {
    return this.files.importInto(ownerId, id, file);
  }

  @Get(':id/gpx')
  @ApiProduces('application/gpx+xml')
  @ApiOkResponse({
    description:
      'The trip as GPX 1.1 (name, dates and description in the metadata, waypoints with ' +
      'symbols, the route as one track with a segment per route segment), as a download ' +
      'named after the trip.',
  })
  @OwnedResource('trip')
  async gpx(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<StreamableFile> {
    const { disposition, gpx } = await this.files.gpx(ownerId, id);
    return new StreamableFile(Buffer.from(gpx, 'utf8'), {
      type: 'application/gpx+xml; charset=utf-8',
      disposition,
    });
  }
}
