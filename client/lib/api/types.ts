import type { components } from './schema';

/**
 * A schema of the API's OpenAPI document, by its DTO's name: the types generated into
 * schema.d.ts by `npm run api-types`. Features alias what they use (`GearItem`, `PackDetailWire`).
 */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
