import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import {
  CompleteStravaLinkDto,
  StravaAuthorizeDto,
  StravaConnectionDto,
  StravaOwnAppDto,
  StravaUnlinkedDto,
  UnlinkStravaQueryDto,
  UpdateStravaConnectionDto,
} from './dto/strava-connection.dto.js';
import {
  MapStravaGearDto,
  StravaGearDto,
  StravaImportStartedDto,
} from './dto/strava-import.dto.js';
import { StravaGearService } from './activities/strava-gear.service.js';
import { StravaHistoryImportService } from './activities/strava-history-import.service.js';
import { StravaConnectionsService } from './strava-connections.service.js';
import { StravaUnlinkService } from './unlink/strava-unlink.service.js';

/** The user's link to Strava (spec: /strava/callback), every call to Strava by the server. */
@ApiTags('strava')
@Controller('strava')
export class StravaController {
  constructor(
    private readonly connections: StravaConnectionsService,
    private readonly history: StravaHistoryImportService,
    private readonly gear: StravaGearService,
    private readonly unlinking: StravaUnlinkService,
  ) {}

  @Get('connection')
  @ApiOkResponse({ type: StravaConnectionDto })
  status(@CurrentUserId() ownerId: string): Promise<StravaConnectionDto> {
    return this.connections.status(ownerId);
  }

  @Post('authorize')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StravaAuthorizeDto, description: 'Where to send the browser.' })
  @ApiConflictResponse({ description: 'STRAVA_NOT_SET_UP: the server has no Strava app.' })
  authorize(
    @CurrentUserId() ownerId: string,
    @Req() request: Request,
  ): Promise<StravaAuthorizeDto> {
    return this.connections.authorize(ownerId, request.session);
  }

  @Put('app')
  @ApiOkResponse({ type: StravaConnectionDto, description: 'The user’s own app, kept.' })
  @ApiBadRequestResponse({ description: '`errors` names the field.' })
  @ApiConflictResponse({
    description: 'STRAVA_APP_PROVIDED: the server has its app; STRAVA_APP_IN_USE: linked.',
  })
  saveOwnApp(
    @CurrentUserId() ownerId: string,
    @Body() dto: StravaOwnAppDto,
  ): Promise<StravaConnectionDto> {
    return this.connections.saveOwnApp(ownerId, dto.clientId, dto.clientSecret);
  }

  @Delete('app')
  @ApiOkResponse({ type: StravaConnectionDto, description: 'The user’s own app, forgotten.' })
  @ApiConflictResponse({ description: 'STRAVA_APP_IN_USE: unlink first.' })
  removeOwnApp(@CurrentUserId() ownerId: string): Promise<StravaConnectionDto> {
    return this.connections.removeOwnApp(ownerId);
  }

  @Post('connection')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StravaConnectionDto, description: 'Linked.' })
  @ApiBadRequestResponse({
    description:
      'The state is not this session’s (or was used), the activities scope was unticked ' +
      '(STRAVA_SCOPE_MISSING), or Strava refused the code; `errors` names the field.',
  })
  @ApiConflictResponse({ description: 'STRAVA_ATHLETE_TAKEN, STRAVA_NOT_SET_UP.' })
  complete(
    @CurrentUserId() ownerId: string,
    @Req() request: Request,
    @Body() dto: CompleteStravaLinkDto,
  ): Promise<StravaConnectionDto> {
    return this.connections.complete(ownerId, request.session, dto);
  }

  @Patch('connection')
  @ApiOkResponse({ type: StravaConnectionDto })
  @ApiConflictResponse({ description: 'STRAVA_NOT_LINKED.' })
  update(
    @CurrentUserId() ownerId: string,
    @Body() dto: UpdateStravaConnectionDto,
  ): Promise<StravaConnectionDto> {
    return this.connections.setKeepActivitiesOnRevoke(ownerId, dto.keepActivitiesOnRevoke);
  }

  @Delete('connection')
  @ApiOkResponse({
    type: StravaUnlinkedDto,
    description: 'Unlinked; with `activities=delete`, the job deleting the activities.',
  })
  @ApiBadRequestResponse({ description: '`activities` is missing or not keep or delete.' })
  @ApiConflictResponse({ description: 'STRAVA_NOT_LINKED.' })
  unlink(
    @CurrentUserId() ownerId: string,
    @Query() query: UnlinkStravaQueryDto,
  ): Promise<StravaUnlinkedDto> {
    return this.unlinking.unlink(ownerId, query.activities);
  }

  @Post('imports')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: StravaImportStartedDto, description: 'The history import, queued.' })
  @ApiConflictResponse({ description: 'STRAVA_NOT_LINKED; IMPORT_RUNNING: one at a time.' })
  importHistory(@CurrentUserId() ownerId: string): Promise<StravaImportStartedDto> {
    return this.history.start(ownerId);
  }

  @Get('gear')
  @ApiOkResponse({ type: StravaGearDto, isArray: true })
  @ApiConflictResponse({ description: 'STRAVA_NOT_LINKED.' })
  listGear(@CurrentUserId() ownerId: string): Promise<StravaGearDto[]> {
    return this.gear.list(ownerId);
  }

  @Put('gear/:stravaGearId')
  @ApiOkResponse({ type: StravaGearDto, isArray: true, description: 'The gear, as now mapped.' })
  @ApiNotFoundResponse({ description: 'STRAVA_GEAR_NOT_FOUND: not the owner’s gear or item.' })
  mapGear(
    @CurrentUserId() ownerId: string,
    @Param('stravaGearId') stravaGearId: string,
    @Body() dto: MapStravaGearDto,
  ): Promise<StravaGearDto[]> {
    return this.gear.map(ownerId, stravaGearId, dto.gearItemId ?? null);
  }
}
