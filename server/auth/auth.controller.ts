import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUserDto } from '@server/users/dto/current-user.dto.js';
import { AuthService } from './auth.service.js';
import { CurrentUserId } from './current-user-id.decorator.js';
import { CallbackBodyDto } from './dto/callback-body.dto.js';
import { CallbackResponseDto } from './dto/callback-response.dto.js';
import { LoginUrlQueryDto } from './dto/login-url-query.dto.js';
import { LoginUrlResponseDto } from './dto/login-url-response.dto.js';
import { Public } from './public.decorator.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Get('login-url')
  @ApiOkResponse({ type: LoginUrlResponseDto })
  async loginUrl(
    @Query() query: LoginUrlQueryDto,
    @Req() request: Request,
  ): Promise<LoginUrlResponseDto> {
    return { loginUrl: await this.auth.loginUrl(request, query.redirectTo) };
  }

  @Public()
  @Post('callback')
  @HttpCode(200)
  @ApiOkResponse({ type: CallbackResponseDto })
  @ApiUnauthorizedResponse({ description: 'The code is bad, replayed, expired or foreign.' })
  async callback(
    @Body() body: CallbackBodyDto,
    @Req() request: Request,
  ): Promise<CallbackResponseDto> {
    return { me: await this.auth.completeSignIn(request, body.code) };
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The session is gone.' })
  logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    return this.auth.logout(request, response);
  }

  @Get('me')
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiUnauthorizedResponse({ description: 'Nobody is signed in.' })
  me(@CurrentUserId() userId: string, @Req() request: Request): Promise<CurrentUserDto> {
    return this.auth.currentUser(request, userId);
  }
}
