/**
 * The part of oidc-provider 9 that the built-in provider uses. The package ships no types and
 * there is no @types package for version 9, so this covers only what the code here calls.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { JsonWebKey } from 'node:crypto';

  export type UnknownObject = Record<string, unknown>;

  /** What the provider stores through its adapter, one record per model and id. */
  export interface AdapterPayload extends UnknownObject {
    accountId?: string;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  /** The Koa context oidc-provider hands to configuration callbacks (the fields used here). */
  export interface KoaContextWithOIDC {
    type: string;
    body: unknown;
    status: number;
    path: string;
    method: string;
    query: Record<string, string | string[] | undefined>;
    set(field: string, value: string): void;
    oidc: { route?: string };
  }

  export type Next = () => Promise<void>;

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<UnknownObject> | UnknownObject;
  }

  export interface ClientMetadata extends UnknownObject {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    state?: string;
    [key: string]: unknown;
  }

  export interface CookieOptions {
    signed?: boolean;
    httpOnly?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    path?: string;
  }

  export interface Configuration {
    adapter?: (modelName: string) => Adapter;
    clients?: ClientMetadata[];
    clientAuthMethods?: string[];
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: unknown) => boolean;
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    cookies?: {
      names?: { session?: string; interaction?: string; resume?: string };
      long?: CookieOptions;
      short?: CookieOptions;
      keys?: string[];
    };
    features?: Record<string, UnknownObject>;
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
      token?: unknown,
    ) => Promise<Account | undefined>;
    interactions?: {
      url?: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => Promise<string> | string;
    };
    jwks?: { keys: JsonWebKey[] };
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: unknown) => boolean };
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Promise<void> | void;
    responseTypes?: string[];
    scopes?: string[];
    ttl?: Record<string, number>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: UnknownObject };
    params: UnknownObject;
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export interface Grant {
    readonly accountId?: string;
    readonly clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantConstructor;
    callback(): NodeHandler;
    use(middleware: (ctx: KoaContextWithOIDC, next: Next) => Promise<void>): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export const errors: {
    SessionNotFound: new (...args: unknown[]) => Error;
    /** invalid_request (400), with its description. */
    InvalidRequest: new (description?: string) => Error;
  };
}
