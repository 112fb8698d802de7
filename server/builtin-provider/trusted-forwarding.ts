import type { Request } from 'express';

/**
 * oidc-provider is a Koa app: with `proxy` on it believes X-Forwarded-Proto/Host/For from any
 * peer, with it off it ignores them even behind the app's own TLS proxy. Express decides per hop
 * from its 'trust proxy' setting. So the provider runs with `proxy` on and these headers are
 * replaced by what Express concluded: forwarded values count only when 'trust proxy' trusts them.
 */
export function forwardTrustedOrigin(request: Request): void {
  const headers = request.headers;
  headers['x-forwarded-proto'] = request.protocol;
  if (request.host) headers['x-forwarded-host'] = request.host;
  else delete headers['x-forwarded-host'];
  if (request.ip) headers['x-forwarded-for'] = request.ip;
  else delete headers['x-forwarded-for'];
}
