import { setTimeout as sleep } from 'node:timers/promises';
import express, { type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider';
import { errors, type InteractionDetails } from 'oidc-provider';
import { supportedScope } from './account-claims.js';
import type { ProviderAccountsRepository } from './accounts.repository.js';
import { clientAddress, deadEnds, sendPage, type DeadEndDependencies } from './dead-ends.js';
import { MESSAGES, readSignIn, readSignUp } from './interaction-forms.js';
import {
  signInPage,
  signUpPage,
  type InteractionLinks,
  type SignInView,
  type SignUpView,
} from './pages/pages.js';
import type { PasswordHasher } from './password-hashing.js';
import type { SignInThrottle } from './sign-in-throttle.js';

export interface InteractionDependencies extends DeadEndDependencies {
  provider: Provider;
  accounts: ProviderAccountsRepository;
  passwords: PasswordHasher;
  throttle: SignInThrottle;
}

type Handler = (request: Request, response: Response) => Promise<void>;

const linksFor = (request: Request, uid: string, forgotPassword: string): InteractionLinks => {
  // baseUrl is where this router is mounted (/oidc/interaction), so links follow the mount.
  const base = `${request.baseUrl}/${encodeURIComponent(uid)}`;
  return {
    signIn: base,
    login: `${base}/login`,
    signUp: `${base}/signup`,
    register: `${base}/signup`,
    abort: `${base}/abort`,
    forgotPassword: `${forgotPassword}?${new URLSearchParams({ interaction: uid }).toString()}`,
  };
};

/**
 * The built-in provider's own pages: sign in, create an account, cancel. Consent is given
 * automatically, since the only client is the app itself. Every POST needs the interaction
 * cookie (SameSite=Lax, scoped to this interaction's path), so another site cannot post here.
 */
export function interactionRouter(deps: InteractionDependencies): Router {
  const { provider, accounts, passwords, throttle, site } = deps;
  const links = (request: Request, uid: string) => linksFor(request, uid, site.forgotPassword);
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  /** The interaction this browser is in, which must be the one in the URL. */
  async function interactionOf(request: Request, response: Response) {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== request.params.uid) {
      throw new errors.SessionNotFound('interaction does not match the URL');
    }
    return details;
  }

  /** Records the consent to the requested scopes (first-party client: nothing to ask). */
  async function grantFor(details: InteractionDetails, accountId: string): Promise<string> {
    const clientId = String(details.params.client_id);
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant =
      existing?.accountId === accountId && existing.clientId === clientId
        ? existing
        : new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(supportedScope(details.params.scope));
    const missingClaims = details.prompt.details.missingOIDCClaims;
    if (Array.isArray(missingClaims)) {
      grant.addOIDCClaims(missingClaims.filter((claim) => typeof claim === 'string'));
    }
    return grant.save();
  }

  async function finishSignIn(
    request: Request,
    response: Response,
    details: InteractionDetails,
    accountId: string,
  ): Promise<void> {
    const grantId = await grantFor(details, accountId);
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  /** Already signed in and only consent is missing: give it and carry on. */
  async function finishConsent(request: Request, response: Response, details: InteractionDetails) {
    const accountId = details.session?.accountId;
    if (!accountId) throw new errors.SessionNotFound('consent without a signed-in account');
    const grantId = await grantFor(details, accountId);
    await provider.interactionFinished(request, response, { consent: { grantId } });
  }

  const refuse = (response: Response, retryAfter: number, render: () => string): void => {
    response.setHeader('Retry-After', String(retryAfter));
    sendPage(response, 429, render());
  };

  const showSignIn: Handler = async (request, response) => {
    const details = await interactionOf(request, response);
    if (details.prompt.name === 'consent') return finishConsent(request, response, details);
    const hint = details.params.login_hint;
    const email = typeof hint === 'string' ? hint : undefined;
    sendPage(response, 200, signInPage({ site, links: links(request, details.uid), email }));
  };

  const showSignUp: Handler = async (request, response) => {
    const details = await interactionOf(request, response);
    if (details.prompt.name === 'consent') return finishConsent(request, response, details);
    sendPage(response, 200, signUpPage({ site, links: links(request, details.uid) }));
  };

  const signIn: Handler = async (request, response) => {
    const details = await interactionOf(request, response);
    const { input, errors: invalid } = readSignIn(request.body);
    const view = (errors: SignInView['errors']): string =>
      signInPage({ site, links: links(request, details.uid), email: input.email, errors });
    // A form not filled in is no guess: it is answered before anything is counted.
    if (Object.keys(invalid).length) return sendPage(response, 400, view(invalid));
    const attempt = throttle.begin(clientAddress(request), input.email);
    if (!attempt.allowed) {
      return refuse(response, attempt.retryAfterSeconds, () =>
        view({ form: MESSAGES.tooManyAttempts }),
      );
    }
    if (attempt.delayMs) await sleep(attempt.delayMs);

    const account = await accounts.findByEmail(input.email);
    const matches = account
      ? await passwords.verify(input.password, account.passwordHash)
      : await passwords.verifyAgainstNoAccount(input.password);
    if (!account || !matches) {
      return sendPage(response, 401, view({ password: MESSAGES.wrongCredentials }));
    }
    attempt.succeeded();
    await finishSignIn(request, response, details, account.id);
  };

  const signUp: Handler = async (request, response) => {
    const details = await interactionOf(request, response);
    const { input, errors: invalid } = readSignUp(request.body);
    const values = { email: input.email, givenName: input.givenName, familyName: input.familyName };
    const view = (errors: SignUpView['errors']): string =>
      signUpPage({ site, links: links(request, details.uid), values, errors });
    // A form not filled in is no guess: it is answered before anything is counted.
    if (Object.keys(invalid).length) return sendPage(response, 400, view(invalid));
    const attempt = throttle.begin(clientAddress(request), input.email);
    if (!attempt.allowed) {
      return refuse(response, attempt.retryAfterSeconds, () =>
        view({ form: MESSAGES.tooManyAttempts }),
      );
    }
    if (attempt.delayMs) await sleep(attempt.delayMs);

    const account = await accounts.create({
      email: input.email,
      passwordHash: await passwords.hash(input.password),
      givenName: input.givenName,
      familyName: input.familyName,
    });
    // Probing which emails have accounts (409) counts as a failure, like a wrong password.
    if (!account) return sendPage(response, 409, view({ email: MESSAGES.emailTaken }));
    attempt.succeeded();
    await finishSignIn(request, response, details, account.id);
  };

  const abort: Handler = async (request, response) => {
    await interactionOf(request, response);
    await provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
      { mergeWithLastSubmission: false },
    );
  };

  router.use((_request, response, next) => {
    response.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.get('/:uid', showSignIn);
  router.get('/:uid/signup', showSignUp);
  router.post('/:uid/login', form, signIn);
  router.post('/:uid/signup', form, signUp);
  router.post('/:uid/abort', abort);
  router.use(deadEnds(deps));
  return router;
}
