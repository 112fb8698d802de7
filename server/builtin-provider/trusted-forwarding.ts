import type { Request } from 'express';

/**
 * oidc-provider is a Koa app that builds its issuer-relative URLs (the discovery document's
 * endpoints, redirects back to itself) from the request's scheme and host, and with `proxy` on
 * believes X-Forwarded-Proto/Host/For from any peer. So the provider runs with `proxy` on and
 * these headers are replaced before it sees them: the scheme and host are always PUBLIC_URL's
 * (a forged X-Forwarded-Host can never rewrite an endpoint), and the client's address is the
 * one Express concluded through TRUST_PROXY.
 */
export function forwardPublicOrigin(request: Request, publicUrl: URL): void {
  const headers = request.headers;
  headers['x-forwarded-proto'] = publicUrl.protocol.replace(/:$/, '');
  headers['x-forwarded-host'] = publicUrl.host;
  if (request.ip) headers['x-forwarded-for'] = request.ip;
  else delete headers['x-forwarded-for'];
}
