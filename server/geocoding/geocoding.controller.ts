import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { GeocodingSearchQueryDto } from './dto/geocoding-search-query.dto.js';
import { GeocodingStatusDto } from './dto/geocoding-status.dto.js';
import { GeocodingSearchResponseDto } from './dto/geocoding-search-response.dto.js';
import { GeocoderBusyException } from './geocoding.errors.js';
import { GeocodingService } from './geocoding.service.js';

@ApiTags('geocoding')
@Controller('geocoding')
export class GeocodingController {
  constructor(private readonly geocoding: GeocodingService) {}

  @Get()
  @ApiOkResponse({ type: GeocodingStatusDto })
  status(): GeocodingStatusDto {
    return this.geocoding.status();
  }

  @Get('search')
  @ApiHeader({
    name: 'Accept-Language',
    required: false,
    description: 'Passed on to the geocoder: the languages names are given in.',
  })
  @ApiOkResponse({ type: GeocodingSearchResponseDto })
  @ApiBadRequestResponse({ description: 'q is missing, shorter than 2 or longer than 200.' })
  @ApiNotFoundResponse({ description: 'GEOCODER_OFF: place search is turned off.' })
  @ApiServiceUnavailableResponse({
    description:
      'GEOCODER_BUSY: too many searches wait, or the geocoder asked us to slow down; ' +
      'Retry-After says when. GEOCODER_UNAVAILABLE: the geocoder is down.',
  })
  @ApiResponse({
    status: 502,
    description: 'GEOCODER_UNAVAILABLE: the geocoder failed (504 when it was too slow).',
  })
  async search(
    @Query() { q }: GeocodingSearchQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<GeocodingSearchResponseDto> {
    try {
      return { results: await this.geocoding.search(q, acceptLanguage) };
    } catch (error) {
      if (error instanceof GeocoderBusyException) {
        response.setHeader('Retry-After', String(error.retryAfterSeconds));
      }
      throw error;
    }
  }
}
