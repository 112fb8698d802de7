import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

export const API_DOCS_PATH = 'api/docs';

/**
 * The OpenAPI document of the app's routes (after its global prefix is set). The client's types
 * are generated from it: `npm run api-types` (scripts/api-types.js).
 */
export function buildApiDocument(app: INestApplication, version: string): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Packtrail API')
      .setDescription('The API the Packtrail client uses. Every path is on the app’s own origin.')
      .setVersion(version)
      .addCookieAuth('packtrail.sid')
      .build(),
  );
}

/** The OpenAPI document at /api/docs-json and its page at /api/docs. */
export function mountApiDocs(app: INestApplication, version: string): void {
  SwaggerModule.setup(API_DOCS_PATH, app, buildApiDocument(app, version), {
    customSiteTitle: 'Packtrail API',
    jsonDocumentUrl: 'api/docs-json',
  });
}
