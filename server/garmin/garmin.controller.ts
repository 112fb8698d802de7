import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import {
  CompleteGarminLinkDto,
  GarminAuthorizeDto,
  GarminConnectionDto,
  UnlinkGarminQueryDto,
} from './dto/garmin-connection.dto.js';
import { GarminConnectionsService } from './garmin-connections.service.js';

/** The user's link to Garmin (spec: /garmin/callback); every call to Garmin is the server's. */
@ApiTags('garmin')
@Controller('garmin')
export class GarminController {
  constructor(private readonly connections: GarminConnectionsService) {}

  @Get('connection')
  @ApiOkResponse({ type: GarminConnectionDto })
  status(@CurrentUserId() ownerId: string): Promise<GarminConnectionDto> {
    return this.connections.status(ownerId);
  }

  @Post('authorize')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: GarminAuthorizeDto, description: 'Where to send the browser.' })
  @ApiConflictResponse({ description: 'GARMIN_NOT_SET_UP: the server has no Garmin app.' })
  authorize(@Req() request: Request): GarminAuthorizeDto {
    return this.connections.authorize(request.session);
  }

  @Post('connection')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: GarminConnectionDto, description: 'Linked.' })
  @ApiBadRequestResponse({
    description:
      'No code; a state that is not this session’s (or was used); no link started in this ' +
      'session; or Garmin refused the code. `errors` names the field.',
  })
  @ApiConflictResponse({ description: 'GARMIN_USER_TAKEN, GARMIN_NOT_SET_UP.' })
  complete(
    @CurrentUserId() ownerId: string,
    @Req() request: Request,
    @Body() dto: CompleteGarminLinkDto,
  ): Promise<GarminConnectionDto> {
    return this.connections.complete(ownerId, request.session, dto);
  }

  @Delete('connection')
  @ApiOkResponse({ type: GarminConnectionDto, description: 'Unlinked (or was not linked).' })
  @ApiBadRequestResponse({ description: '`activities` is not keep or delete.' })
  unlink(
    @CurrentUserId() ownerId: string,
    @Query() query: UnlinkGarminQueryDto,
  ): Promise<GarminConnectionDto> {
    return this.connections.unlink(ownerId, query.activities);
  }
}
