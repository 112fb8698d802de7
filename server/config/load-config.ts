import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync, type ValidationError } from 'class-validator';
import { AppConfig } from './app-config.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const describe = (error: ValidationError): string => {
  const reasons = Object.values(error.constraints ?? {}).map((reason) =>
    reason.replace(new RegExp(`^${error.property} `), ''),
  );
  const shown = typeof error.value === 'string' ? JSON.stringify(error.value) : String(error.value);
  return `${error.property}=${shown}: ${reasons.join('; ')}`;
};

/** Every variable AppConfig declares, read from its validation decorators. */
const KNOWN_VARIABLES = [
  ...new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(AppConfig, '', true, false)
      .map((metadata) => metadata.propertyName),
  ),
];

const EXPLICIT_OIDC_URLS = [
  'OIDC_AUTHORIZATION_URL',
  'OIDC_TOKEN_URL',
  'OIDC_USERINFO_URL',
] as const;

const TRUST_EVERY_HOP =
  'TRUST_PROXY="true": trusts every hop, so any client can set its own address (and dodge the ' +
  'sign-in limits) with X-Forwarded-For; set a hop count (1 for one proxy in front) or the ' +
  "proxies' addresses (loopback, 10.0.0.0/8), or TRUST_PROXY_FORCE=true if every request " +
  'really comes through a proxy that replaces X-Forwarded-For';

/** Rules that span several variables. */
function crossFieldProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  if (config.TRUST_PROXY === 'true' && !config.TRUST_PROXY_FORCE) problems.push(TRUST_EVERY_HOP);
  const explicit = EXPLICIT_OIDC_URLS.filter((name) => config[name] !== undefined);
  if (explicit.length > 0 && explicit.length < EXPLICIT_OIDC_URLS.length) {
    const missing = EXPLICIT_OIDC_URLS.filter((name) => config[name] === undefined);
    problems.push(`${missing.join(', ')}: must be set together with ${explicit.join(', ')}`);
  }
  if ((config.OIDC_ISSUER ?? explicit[0]) !== undefined && config.OIDC_CLIENT_ID === undefined) {
    problems.push('OIDC_CLIENT_ID: is required when a sign-in provider is configured');
  }
  if ((config.STRAVA_CLIENT_ID === undefined) !== (config.STRAVA_CLIENT_SECRET === undefined)) {
    problems.push(
      'STRAVA_CLIENT_ID, STRAVA_CLIENT_SECRET: must be set together (the Strava app’s)',
    );
  }
  if ((config.GARMIN_CLIENT_ID === undefined) !== (config.GARMIN_CLIENT_SECRET === undefined)) {
    problems.push(
      'GARMIN_CLIENT_ID, GARMIN_CLIENT_SECRET: must be set together (the Garmin app’s)',
    );
  }
  if (config.SMTP_URL !== undefined && config.SMTP_FROM === undefined) {
    problems.push('SMTP_FROM: is required with SMTP_URL (the address the mails come from)');
  }
  return problems;
}

/**
 * Reads the variables AppConfig knows from `env`, applies defaults and validates them.
 * Throws a ConfigError naming every bad variable, so a misconfigured server never starts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const provided = Object.fromEntries(
    KNOWN_VARIABLES.filter((key) => env[key] !== undefined).map((key) => [key, env[key]]),
  );
  // A bad PORT is reported on its own, not again through the PUBLIC_URL built from it.
  const given = Number(provided.PORT);
  const port =
    Number.isInteger(given) && given > 0 && given <= 65535 ? given : new AppConfig().PORT;
  const config = plainToInstance(AppConfig, {
    PUBLIC_URL: `http://localhost:${port}`,
    ...provided,
  });
  const problems = validateSync(config, { forbidUnknownValues: true }).map(describe);
  if (problems.length === 0) problems.push(...crossFieldProblems(config));
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}
