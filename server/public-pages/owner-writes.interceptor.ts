import {
  Injectable,
  Logger,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { CHANGES_NOTHING_PUBLIC } from '@server/common/changes-nothing-public.decorator.js';
import { UsersRepository } from '@server/users/users.repository.js';
import '@server/session/session-data.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in user, if any (some /api paths, the map tiles, read no session at all). */
const userIdOf = (request: Request): string | undefined =>
  (request as { session?: Request['session'] }).session?.userId;

/**
 * After a signed-in user's write succeeds, and before it is answered, their public version goes
 * up (users.public_version), so every server's cached public pages of theirs are stale from the
 * moment the client hears the write is done: whichever server serves the next visit renders
 * what was saved (public-pages.service.ts compares the versions). The user before the request
 * counts too (signing out, deleting the account).
 */
@Injectable()
export class OwnerWritesInterceptor implements NestInterceptor {
  private readonly logger = new Logger(OwnerWritesInterceptor.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const changesNothing = this.reflector.getAllAndOverride<boolean | undefined>(
      CHANGES_NOTHING_PUBLIC,
      [context.getHandler(), context.getClass()],
    );
    if (READS.has(request.method) || changesNothing === true) return next.handle();
    const before = userIdOf(request);
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        const ids = [...new Set([before, userIdOf(request)])].filter(
          (id): id is string => typeof id === 'string',
        );
        try {
          await this.users.bumpPublicVersions(ids);
        } catch (error) {
          // The write itself is done: other servers' caches catch up within their page's age.
          this.logger.warn(`Public pages of ${ids.join(', ')} not marked stale: ${String(error)}`);
        }
        return value;
      }),
    );
  }
}
