import {
  createParamDecorator,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request } from 'express';
import { notSignedIn } from '@server/common/errors.js';
import { ApiKeysService } from './api-keys.service.js';

/** The user a request acts for on a route that takes API keys: set by ApiKeyGuard. */
const UPLOADER = Symbol('packtrail.uploader');

type WithUploader = Request & { [UPLOADER]?: string };

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * For the routes that take a personal API key as well as a session (the activity upload, and
 * nothing else): a signed-in session acts for its user; otherwise `Authorization: Bearer <key>`
 * acts for the key's owner. Used with @Public() so the session guard lets the request reach it.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(private readonly keys: ApiKeysService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithUploader>();
    const sessionUser = request.session.userId;
    if (sessionUser) {
      request[UPLOADER] = sessionUser;
      return true;
    }
    const bearer = BEARER.exec(request.get('authorization') ?? '');
    if (!bearer?.[1]) throw notSignedIn();
    request[UPLOADER] = await this.keys.ownerOf(bearer[1]);
    return true;
  }
}

/** The id of the user an ApiKeyGuard route acts for (a session's, or an API key's owner). */
export const UploaderId = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const uploader = context.switchToHttp().getRequest<WithUploader>()[UPLOADER];
  if (!uploader) throw notSignedIn();
  return uploader;
});
