import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@server/auth/public.decorator.js';
import { AccountService } from './account.service.js';
import { PublicProfileResponseDto } from './dto/account-response.dto.js';

/** What `/u/{username}` shows of a user to anyone, signed in or not. */
@ApiTags('public')
@Controller('profiles')
export class PublicProfilesController {
  constructor(private readonly account: AccountService) {}

  @Public()
  @Get(':username')
  @ApiOkResponse({ type: PublicProfileResponseDto })
  @ApiNotFoundResponse({
    description: 'Nobody has this username (a username given up or changed answers 404 too).',
  })
  get(@Param('username') username: string): Promise<PublicProfileResponseDto> {
    return this.account.publicProfile(username);
  }
}
