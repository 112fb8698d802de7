import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export const API_DOCS_PATH = 'api/docs';

/** The OpenAPI document at /api/docs-json and its page at /api/docs. */
export function mountApiDocs(app: INestApplication, version: string): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Packtrail API')
      .setDescription('The API the Packtrail client uses. Every path is on the app’s own origin.')
      .setVersion(version)
      .addCookieAuth('packtrail.sid')
      .build(),
  );
  SwaggerModule.setup(API_DOCS_PATH, app, document, {
    customSiteTitle: 'Packtrail API',
    jsonDocumentUrl: 'api/docs-json',
  });
}
