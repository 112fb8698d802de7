import express, { type Request, type Response, type Router } from 'express';
import { clientAddress, deadEnds, sendPage, type DeadEndDependencies } from '../dead-ends.js';
import {
  interactionUidOf,
  MESSAGES,
  readForgotPassword,
  readNewPassword,
} from '../interaction-forms.js';
import {
  forgotPasswordPage,
  newPasswordPage,
  passwordChangedPage,
  resetByOperatorPage,
  resetLinkExpiredPage,
  resetLinkSentPage,
} from '../pages/password-pages.js';
import { RESET_LINK_MINUTES, type PasswordResets } from './password-resets.js';
import type { ResetRequestThrottle } from './reset-request-throttle.js';

export interface PasswordResetDependencies extends DeadEndDependencies {
  resets: PasswordResets;
  throttle: ResetRequestThrottle;
  /** The sign-in pages' base (`/oidc/interaction`), to link back to the sign-in left behind. */
  interactions: string;
}

type Handler = (request: Request, response: Response) => Promise<void> | void;

/**
 * "Forgot password?" and the page its mailed link opens, under /oidc/password:
 *
 * - GET and POST /forgot (`?interaction=<uid>` links back to that sign-in): every well-formed
 *   email gets the same page, status and speed (the link is looked up and mailed after the
 *   answer), and requests are limited per email and per client address;
 * - GET and POST /reset/<token>: the new password, under the sign-up rules. GET only shows the
 *   form (a mail scanner opening the link uses nothing up); POST uses the link.
 *
 * No sign-in cookie is needed: the link is the proof, and a forged form post could only send a
 * mail to the account's owner or set a password the forger would need the link to know.
 */
export function passwordResetRouter(deps: PasswordResetDependencies): Router {
  const { resets, throttle, site } = deps;
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  const backTo = (request: Request): string => {
    const uid = interactionUidOf(request.query.interaction);
    return uid ? `${deps.interactions}/${encodeURIComponent(uid)}` : site.signIn;
  };

  const showForgot: Handler = (request, response) => {
    const page = resets.mailsLinks
      ? forgotPasswordPage({ site, backTo: backTo(request) })
      : resetByOperatorPage({ site, backTo: backTo(request) });
    sendPage(response, 200, page);
  };

  const askForLink: Handler = (request, response) => {
    if (!resets.mailsLinks) return showForgot(request, response);
    const { input, errors } = readForgotPassword(request.body);
    const view = { site, backTo: backTo(request), email: input.email };
    if (Object.keys(errors).length) {
      return sendPage(response, 400, forgotPasswordPage({ ...view, errors }));
    }
    const retryAfter = throttle.take(clientAddress(request), input.email);
    if (retryAfter > 0) {
      response.setHeader('Retry-After', String(retryAfter));
      const page = forgotPasswordPage({ ...view, errors: { form: MESSAGES.tooManyResetRequests } });
      return sendPage(response, 429, page);
    }
    resets.requestLink(input.email);
    sendPage(response, 200, resetLinkSentPage({ ...view, minutes: RESET_LINK_MINUTES }));
  };

  const expired = (response: Response): void =>
    sendPage(response, 400, resetLinkExpiredPage({ site }));

  const showReset: Handler = async (request, response) => {
    const email = await resets.emailForLink(String(request.params.token));
    if (!email) return expired(response);
    sendPage(response, 200, newPasswordPage({ site, email }));
  };

  const reset: Handler = async (request, response) => {
    const token = String(request.params.token);
    const { input, errors } = readNewPassword(request.body);
    if (Object.keys(errors).length) {
      const email = await resets.emailForLink(token);
      if (!email) return expired(response);
      return sendPage(response, 400, newPasswordPage({ site, email, errors }));
    }
    if ((await resets.reset(token, input.password)) === 'link-expired') return expired(response);
    sendPage(response, 200, passwordChangedPage({ site }));
  };

  router.use((_request, response, next) => {
    response.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.get('/forgot', showForgot);
  router.post('/forgot', form, askForLink);
  router.get('/reset/:token', showReset);
  router.post('/reset/:token', form, reset);
  router.use(deadEnds(deps));
  return router;
}
