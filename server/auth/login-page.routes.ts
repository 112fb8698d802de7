import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createValidationPipe } from '@server/common/validation.pipe.js';
import type { SessionMiddleware } from '@server/session/session.middleware.js';
import { AuthService } from './auth.service.js';
import { LoginUrlQueryDto } from './dto/login-url-query.dto.js';

const logger = new Logger('LoginPage');

/** The one search parameter the app's /login passes on to GET /api/auth/login-url. */
function redirectToOf(request: Request): { redirectTo?: string } {
  // As the app reads it (URLSearchParams: the first of several), not Express's query parser.
  const redirectTo = new URL(request.originalUrl, 'http://localhost').searchParams.get(
    'redirectTo',
  );
  return redirectTo === null ? {} : { redirectTo };
}

/**
 * GET /login as a page load: a redirect to the sign-in provider with the very login URL that
 * GET /api/auth/login-url gives the app (the same redirectTo validation and rule, the same state,
 * the PKCE verifier in this browser's session), instead of the app's page, which loaded the
 * whole app only to ask for that URL and go there. Back from the provider then leads to the page
 * before /login, as the app's hand-over (a history replace) does.
 *
 * Everything else goes on to the app's page, whose /login route behaves as before: a
 * signed-in session (the app sends a stored user to /home, and starts sign-in for anyone
 * else), a redirectTo the API refuses and a provider that cannot be reached (the app asks
 * login-url, which fails, and shows "Failed to login"). A HEAD starts no sign-in. Navigations
 * inside the app never reach the server, so its /login route still asks login-url itself.
 * Mounted after the sessions and before the client's files.
 */
export function mountLoginPage(app: NestExpressApplication, sessions: SessionMiddleware): void {
  const auth = app.get(AuthService);
  const validation = createValidationPipe();
  const router = express.Router({ strict: false });
  const startSignIn = async (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || request.session.userId) {
      next();
      return;
    }
    let query: LoginUrlQueryDto;
    try {
      query = (await validation.transform(redirectToOf(request), {
        type: 'query',
        metatype: LoginUrlQueryDto,
      })) as LoginUrlQueryDto;
    } catch {
      next();
      return;
    }
    let loginUrl: string;
    try {
      loginUrl = await auth.loginUrl(request, query.redirectTo);
    } catch (error) {
      logger.warn({ err: error }, 'Sign-in could not start on the server; the app tries');
      next();
      return;
    }
    // A URL for this browser's sign-in alone (its state and PKCE challenge): never stored.
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(302, loginUrl);
  };
  router.get('/login', ...sessions.handlers, (request, response, next) => {
    startSignIn(request, response, next).catch(next);
  });
  app.use(router);
}
