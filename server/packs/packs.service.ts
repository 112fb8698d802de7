import { Injectable } from '@nestjs/common';
import { definedOnly } from '@server/common/defined-only.js';
import { isUniqueViolation } from '@server/common/database-errors.js';
import type { CreatePackDto } from './dto/create-pack.dto.js';
import type { PackDetailDto, PackSummaryDto } from './dto/pack-response.dto.js';
import type { UpdatePackDto } from './dto/update-pack.dto.js';
import { packNotFound, slugTaken } from './packs.errors.js';
import { assertCopyable } from './pack-size.js';
import { PackTransactions } from './packs.transactions.js';
import { PacksReadService } from './packs-read.service.js';
import { PacksRepository, UNIQUE_SLUG } from './packs.repository.js';
import { slugify, uniqueSlug } from './slug.js';
import { NAME_MAX_LENGTH } from '@server/domain/limits.js';

const COPY_SUFFIX = ' (copy)';

/** "<name> (copy)", the name shortened (by whole characters) when it would pass 200. */
export function copyName(name: string): string {
  const characters = [...name];
  const room = NAME_MAX_LENGTH - COPY_SUFFIX.length;
  return `${characters.length > room ? characters.slice(0, room).join('').trimEnd() : name}${COPY_SUFFIX}`;
}

/** Two requests may pick the same free slug at once; the loser tries the next one. */
const SLUG_ATTEMPTS = 3;

@Injectable()
export class PacksService {
  constructor(
    private readonly packs: PacksRepository,
    private readonly transactions: PackTransactions,
    private readonly read: PacksReadService,
  ) {}

  list(ownerId: string): Promise<PackSummaryDto[]> {
    return this.read.list(ownerId);
  }

  get(ownerId: string, id: string): Promise<PackDetailDto> {
    return this.read.detail(ownerId, id);
  }

  /** A slug that is sent must be free (409); one made from the name is numbered until it is. */
  async create(ownerId: string, dto: CreatePackDto): Promise<PackDetailDto> {
    const values = definedOnly({ name: dto.name, description: dto.description });
    const { slug } = dto;
    const id =
      slug === undefined
        ? await this.withFreshSlug(ownerId, slugify(dto.name), (fresh) =>
            this.packs.insert(ownerId, { ...values, name: dto.name, slug: fresh }),
          )
        : await this.ownSlug(slug, () =>
            this.packs.insert(ownerId, { ...values, name: dto.name, slug }),
          );
    return this.read.detail(ownerId, id);
  }

  /** A new name keeps the slug: links already shared keep working. */
  async update(ownerId: string, id: string, dto: UpdatePackDto): Promise<PackDetailDto> {
    const values = definedOnly({
      name: dto.name,
      description: dto.description,
      slug: dto.slug,
      isPublic: dto.isPublic,
    });
    if (Object.keys(values).length > 0) {
      const found = await this.ownSlug(dto.slug, () => this.packs.update(ownerId, id, values));
      if (!found) throw packNotFound();
    }
    return this.read.detail(ownerId, id);
  }

  async delete(ownerId: string, id: string): Promise<void> {
    if (!(await this.packs.delete(ownerId, id))) throw packNotFound();
  }

  /** The same lines (unpacked) and category order, under "<name> (copy)" and a fresh slug. */
  async duplicate(ownerId: string, id: string): Promise<PackDetailDto> {
    const source = await this.packs.findOne(ownerId, id);
    if (!source) throw packNotFound();
    const name = copyName(source.name);
    const copyId = await this.withFreshSlug(ownerId, slugify(name), (slug) =>
      this.transactions.run(async (tx) => {
        const { packs, packCategories, lines } = tx;
        await assertCopyable(tx, ownerId, id);
        const created = await packs.insert(ownerId, {
          name,
          slug,
          description: source.description,
          uncategorizedSortOrder: source.uncategorizedSortOrder,
        });
        await packCategories.copy(ownerId, id, created);
        await lines.copy(ownerId, id, created);
        return created;
      }),
    );
    return this.read.detail(ownerId, copyId);
  }

  private async withFreshSlug<T>(
    ownerId: string,
    base: string,
    write: (slug: string) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const slug = uniqueSlug(base, new Set(await this.packs.slugs(ownerId)));
      try {
        return await write(slug);
      } catch (error) {
        if (attempt >= SLUG_ATTEMPTS || !isUniqueViolation(error, UNIQUE_SLUG)) throw error;
      }
    }
  }

  /** Runs a write, turning the database's per-owner uniqueness of slugs into a 409. */
  private async ownSlug<T>(slug: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (slug !== undefined && isUniqueViolation(error, UNIQUE_SLUG)) throw slugTaken(slug);
      throw error;
    }
  }
}
