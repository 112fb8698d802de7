import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { ApiKeyEntity } from './api-key.entity.js';

/** API keys, every query scoped to the owner but the lookup by a key's hash. */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  private get keys() {
    return this.manager.getRepository(ApiKeyEntity);
  }

  list(ownerId: string): Promise<ApiKeyEntity[]> {
    return this.keys.find({ where: { ownerId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  count(ownerId: string): Promise<number> {
    return this.keys.countBy({ ownerId });
  }

  async insert(values: Pick<ApiKeyEntity, 'ownerId' | 'name' | 'prefix' | 'keyHash'>) {
    const result = await this.keys.insert(values);
    return (result.identifiers[0] as { id: string }).id;
  }

  findOne(ownerId: string, id: string): Promise<ApiKeyEntity | null> {
    return this.keys.findOneBy({ ownerId, id });
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.keys.delete({ ownerId, id });
    return (result.affected ?? 0) > 0;
  }

  /** The key with this hash, whoever owns it: the one lookup a bearer key gets. */
  findByHash(keyHash: string): Promise<ApiKeyEntity | null> {
    return this.keys.findOneBy({ keyHash });
  }

  /** Notes a use, at most once a minute per key (a script's burst writes once). */
  async touch(id: string): Promise<void> {
    await this.manager.query(
      `UPDATE "api_keys" SET "last_used_at" = now()
        WHERE "id" = $1 AND ("last_used_at" IS NULL OR "last_used_at" < now() - interval '1 minute')`,
      [id],
    );
  }
}
