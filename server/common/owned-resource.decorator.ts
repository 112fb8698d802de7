import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';

const NOT_A_UUID = 'An id in the path is not a uuid.';

export interface OwnedResourceOptions {
  /** The uuid path parameters (read with @UuidParam), `['id']` unless named. */
  params?: readonly string[];
  /** What else answers 400 on this route (a body's rule); the malformed id is added to it. */
  badRequest?: string;
}

/**
 * The OpenAPI side of a route on one of the signed-in user's resources, named by uuids in its
 * path: each uuid parameter, the 400 a malformed one gets (ParseUUIDPipe) and the 404 for an id
 * that is missing or another user's (owner-scoped repositories answer both the same).
 * `@OwnedResource('pack or line', { params: ['id', 'lineId'] })`.
 */
export const OwnedResource = (what: string, options: OwnedResourceOptions = {}) => {
  const { params = ['id'], badRequest } = options;
  return applyDecorators(
    ...params.map((name) => ApiParam({ name, format: 'uuid' })),
    ApiBadRequestResponse({ description: badRequest ? `${badRequest} ${NOT_A_UUID}` : NOT_A_UUID }),
    ApiNotFoundResponse({ description: `No such ${what}, or another user’s.` }),
  );
};
