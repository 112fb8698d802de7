import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
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

/**
 * Reads the variables AppConfig knows from `env`, applies defaults and validates them.
 * Throws a ConfigError naming every bad variable, so a misconfigured server never starts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const defaults = new AppConfig();
  const known = Object.keys(defaults).concat(['DATABASE_URL']);
  const provided = Object.fromEntries(
    known.filter((key) => env[key] !== undefined).map((key) => [key, env[key]]),
  );
  const config = plainToInstance(AppConfig, { ...defaults, ...provided });
  const errors = validateSync(config, { forbidUnknownValues: true });
  if (errors.length > 0) throw new ConfigError(errors.map(describe));
  return Object.freeze(config);
}
