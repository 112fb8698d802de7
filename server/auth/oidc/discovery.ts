const DISCOVERY_TIMEOUT_MS = 10_000;

export interface DiscoveredEndpoints {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
}

const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * Reads the provider's OpenID Connect discovery document. The issuer comes from configuration
 * (never from a request), and the document must name that same issuer.
 */
export async function discoverEndpoints(issuer: string): Promise<DiscoveredEndpoints> {
  const base = issuer.replace(/\/+$/, '');
  const response = await fetch(`${base}/.well-known/openid-configuration`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    redirect: 'error',
  });
  if (!response.ok) {
    throw new Error(`OIDC discovery at ${base} answered ${response.status}`);
  }
  const document = (await response.json()) as Partial<Record<keyof DiscoveredEndpoints, unknown>>;
  const fields = ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint'] as const;
  const missing = fields.filter((field) => !isUrl(document[field]));
  if (missing.length > 0) {
    throw new Error(`OIDC discovery at ${base} lacks ${missing.join(', ')}`);
  }
  if (typeof document.issuer !== 'string' || document.issuer.replace(/\/+$/, '') !== base) {
    throw new Error(`OIDC discovery at ${base} names another issuer (${String(document.issuer)})`);
  }
  return document as DiscoveredEndpoints;
}
