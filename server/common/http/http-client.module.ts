import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable, Module, type OnModuleDestroy } from '@nestjs/common';
import { packageRoot } from '@server/common/package-root.js';
import { AppConfig } from '@server/config/app-config.js';
import { OutboundHttpClient } from './outbound-http-client.js';
import { outboundUserAgent } from './user-agent.js';

const packageVersion = (): string =>
  (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string })
    .version;

/** The app's one outbound client, closed with the app. */
@Injectable()
export class AppOutboundHttpClient extends OutboundHttpClient implements OnModuleDestroy {
  constructor(config: AppConfig) {
    super({
      userAgent: outboundUserAgent(
        packageVersion(),
        config.PUBLIC_URL,
        config.OUTBOUND_USER_AGENT_CONTACT,
      ),
    });
  }

  onModuleDestroy(): Promise<void> {
    return this.close();
  }
}

/**
 * Gives a module the outbound HTTP client (`constructor(private http: OutboundHttpClient)`).
 * Every module that imports it shares one client, so the per-origin limit holds app-wide.
 */
@Module({
  providers: [{ provide: OutboundHttpClient, useClass: AppOutboundHttpClient }],
  exports: [OutboundHttpClient],
})
export class HttpClientModule {}
