import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { HttpException, Injectable, Logger } from '@nestjs/common';
import { normalizeUsername, USERNAME_PATTERN } from '@server/domain/username.js';
import { isWeightUnit, type WeightUnit } from '@server/domain/weight-units.js';
import { AppConfig } from '@server/config/app-config.js';
import { PublicReadService } from '@server/public/public-read.service.js';
import { UsersRepository } from '@server/users/users.repository.js';
import { NOT_FOUND_HEAD, defaultPreviewImagePath, pageHead, siteHead } from './page-meta.js';
import { pageDocument } from './page-document.js';
import { PublicPageCache, type CachedPage } from './public-page-cache.js';
import type { FoundPage, SitePageKind } from './public-page-data.js';
import { loadPublicRenderer, type PublicRenderer } from './public-renderer.js';

/** Which page an address asks for. */
export type PageRoute =
  | { kind: 'profile'; username: string }
  | { kind: 'pack' | 'embed'; username: string; slug: string }
  | { kind: 'trip'; username: string; tripId: string };

export interface PageAnswer {
  status: 200 | 404;
  body: string;
  gzipped?: Buffer;
  etag: string;
  indexable: boolean;
}

/** Rendered documents kept at most this many bytes together, and this long. */
const CACHE_BYTES = 32 * 1024 * 1024;
const CACHE_MAX_AGE_MS = 10 * 60 * 1000;

const etagOf = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

interface Ready {
  renderer: PublicRenderer;
  notFound: PageAnswer;
}

/**
 * The server-rendered public pages: the page's public data (through PublicReadService), React's
 * rendering of the same components the browser hydrates, the document around it, and a cache of
 * documents that each owner's writes clear. Every "not there" answers the one not-found
 * document, rendered once: the same bytes whatever the case.
 */
@Injectable()
export class PublicPagesService {
  private readonly logger = new Logger(PublicPagesService.name);
  readonly cache = new PublicPageCache({ maxBytes: CACHE_BYTES, maxAgeMs: CACHE_MAX_AGE_MS });
  private ready?: Promise<Ready>;
  private readonly sitePages = new Map<SitePageKind, Promise<PageAnswer>>();

  constructor(
    private readonly reader: PublicReadService,
    private readonly users: UsersRepository,
    private readonly config: AppConfig,
  ) {}

  /** The renderer and the not-found document, made on first use (loading the built renderer). */
  start(): Promise<Ready> {
    this.ready ??= loadPublicRenderer().then((renderer) => {
      const page = { kind: 'not-found' } as const;
      const body = pageDocument({
        head: NOT_FOUND_HEAD,
        assets: renderer.assets,
        body: renderer.render(page),
        data: page,
      });
      return {
        renderer,
        notFound: {
          status: 404,
          body,
          gzipped: gzipSync(body),
          etag: etagOf(body),
          indexable: false,
        },
      };
    });
    // A failed load is tried again on the next request.
    this.ready.catch(() => (this.ready = undefined));
    return this.ready;
  }

  /**
   * The document for `route` at `path` (the cache's key, with the unit). `unitQuery` is ?unit:
   * a weight unit shows the page in it, anything else in the owner's.
   */
  async answer(route: PageRoute, path: string, unitQuery: unknown): Promise<PageAnswer> {
    const unit = isWeightUnit(unitQuery) ? unitQuery : null;
    const key = `${path}?unit=${unit ?? ''}`;
    const cached = this.cache.lookup(key);
    if (cached) {
      // Another server may have taken the owner's last write: their version says so.
      const version = await this.users.publicVersionOf(cached.ownerId);
      if (version === cached.ownerVersion) return { status: 200, ...cached.page };
      this.cache.invalidateOwner(cached.ownerId);
    }
    const ticket = this.cache.ticket();
    const { renderer, notFound } = await this.start();
    // The owner's version before their data: a write after this read leaves the page stale
    // under the old version, and the next visit renders it again.
    const owner = await this.ownerOf(route.username);
    const page = await this.read(route, unit);
    if (!page) return notFound;
    const head = pageHead(page, {
      publicUrl: this.config.PUBLIC_URL,
      previewImagePath: defaultPreviewImagePath,
    });
    const body = pageDocument({
      head,
      assets: renderer.assets,
      body: renderer.render(page),
      data: page,
    });
    const answer: CachedPage = {
      body,
      gzipped: gzipSync(body),
      etag: etagOf(body),
      indexable: head.indexable,
    };
    if (owner) this.cache.set(key, owner.id, answer, ticket, owner.publicVersion);
    return { status: 200, ...answer };
  }

  /**
   * The start page or /marketing: the same for every visitor and until the next build, so
   * rendered once (a failure is tried again on the next request).
   */
  siteAnswer(kind: SitePageKind): Promise<PageAnswer> {
    let answer = this.sitePages.get(kind);
    if (!answer) {
      answer = this.start().then(({ renderer }) => {
        const head = siteHead(kind, this.config.PUBLIC_URL);
        const body = pageDocument({
          head,
          assets: renderer.siteAssets,
          body: renderer.renderSite(kind),
        });
        return {
          status: 200,
          body,
          gzipped: gzipSync(body),
          etag: etagOf(body),
          indexable: head.indexable,
        } satisfies PageAnswer;
      });
      answer.catch(() => this.sitePages.delete(kind));
      this.sitePages.set(kind, answer);
    }
    return answer;
  }

  /** The owner's id and public version, for the cache (null: no such user). */
  private async ownerOf(typed: string): Promise<{ id: string; publicVersion: string } | null> {
    const username = normalizeUsername(typed);
    if (!USERNAME_PATTERN.test(username)) return null;
    const user = await this.users.findByUsername(username);
    return user ? { id: user.id, publicVersion: user.publicVersion } : null;
  }

  /**
   * The page's data as the API sends it (dates as strings: the browser hydrates from this very
   * JSON), or null for every "not there".
   */
  private async read(route: PageRoute, unit: WeightUnit | null): Promise<FoundPage | null> {
    const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
    try {
      switch (route.kind) {
        case 'profile':
          return { kind: 'profile', profile: wire(await this.reader.profile(route.username)) };
        case 'pack':
        case 'embed': {
          const pack = wire(await this.reader.pack(route.username, route.slug));
          return { kind: route.kind, pack, unit: unit ?? pack.weightUnit };
        }
        case 'trip': {
          const trip = wire(await this.reader.trip(route.username, route.tripId));
          return { kind: 'trip', trip, unit: unit ?? trip.weightUnit };
        }
      }
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() < 500) return null;
      throw error;
    }
  }
}
