import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { ApiKeysService, MAX_API_KEYS } from './api-keys.service.js';
import { ApiKeyDto, CreatedApiKeyDto } from './dto/api-key-response.dto.js';
import { CreateApiKeyDto } from './dto/create-api-key.dto.js';

/** The account's personal API keys (for device uploads), managed from a signed-in session. */
@ApiTags('account')
@Controller('account/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOkResponse({ type: [ApiKeyDto], description: 'The oldest first; never the keys themselves.' })
  list(@CurrentUserId() ownerId: string): Promise<ApiKeyDto[]> {
    return this.keys.list(ownerId);
  }

  @Post()
  @ApiCreatedResponse({ type: CreatedApiKeyDto, description: 'The key, shown this once.' })
  @ApiConflictResponse({ description: `API_KEYS_FULL: ${MAX_API_KEYS} keys already.` })
  create(
    @CurrentUserId() ownerId: string,
    @Body() dto: CreateApiKeyDto,
  ): Promise<CreatedApiKeyDto> {
    return this.keys.create(ownerId, dto.name);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Revoked: the key no longer uploads anything.' })
  @OwnedResource('API key')
  revoke(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<void> {
    return this.keys.revoke(ownerId, id);
  }
}
