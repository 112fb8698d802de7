import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountService } from './account.service.js';
import { AccountResponseDto } from './dto/account-response.dto.js';
import { DeleteAccountDto } from './dto/delete-account.dto.js';
import { UpdateAccountDto } from './dto/update-account.dto.js';
import {
  UsernameAvailabilityQueryDto,
  UsernameAvailabilityResponseDto,
} from './dto/username-availability.dto.js';

@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Get()
  @ApiOkResponse({ type: AccountResponseDto })
  get(@CurrentUserId() userId: string): Promise<AccountResponseDto> {
    return this.account.get(userId);
  }

  @Patch()
  @ApiOkResponse({ type: AccountResponseDto, description: '`me` is the user to store now.' })
  @ApiBadRequestResponse({
    description: 'A field breaks its rule; `errors` names it ("First name is required", ...).',
  })
  @ApiConflictResponse({ description: 'USERNAME_TAKEN: another user has it, in any case.' })
  update(
    @CurrentUserId() userId: string,
    @Body() dto: UpdateAccountDto,
  ): Promise<AccountResponseDto> {
    return this.account.update(userId, dto);
  }

  @Get('username-availability')
  @ApiOkResponse({ type: UsernameAvailabilityResponseDto })
  usernameAvailability(
    @CurrentUserId() userId: string,
    @Query() query: UsernameAvailabilityQueryDto,
  ): Promise<UsernameAvailabilityResponseDto> {
    return this.account.usernameAvailability(userId, query.username);
  }

  @Post('delete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({
    description:
      'Everything the user owns is deleted, every session of theirs ended and the cookie cleared.',
  })
  @ApiBadRequestResponse({
    description: 'CONFIRMATION_MISMATCH (field `confirmation`): nothing was deleted.',
  })
  delete(
    @CurrentUserId() userId: string,
    @Body() dto: DeleteAccountDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    return this.deletion.delete(userId, dto.confirmation, request, response);
  }
}
