import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { notSignedIn } from '@server/common/errors.js';

/** The signed-in user's id, from the session (SessionGuard has already required one). */
export const CurrentUserId = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const userId = context.switchToHttp().getRequest<Request>().session.userId;
  if (!userId) throw notSignedIn();
  return userId;
});
