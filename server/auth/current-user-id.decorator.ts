import { createParamDecorator, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The signed-in user's id, from the session (SessionGuard has already required one). */
export const CurrentUserId = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const userId = context.switchToHttp().getRequest<Request>().session.userId;
  if (!userId)
    throw new UnauthorizedException({ message: 'Sign in to continue', code: 'NOT_SIGNED_IN' });
  return userId;
});
