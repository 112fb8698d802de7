import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ApiKeyEntity } from './api-key.entity.js';
import { apiKeyInvalid, apiKeyNotFound, apiKeysFull } from './api-keys.errors.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import type { ApiKeyDto, CreatedApiKeyDto } from './dto/api-key-response.dto.js';

/** Keys an account may hold at once. */
export const MAX_API_KEYS = 20;

/** 'pt_' and 32 random bytes, base64url: 256 bits a guess will not find. */
const KEY_PATTERN = /^pt_[A-Za-z0-9_-]{43}$/;
const PREFIX_LENGTH = 10;

const hashOf = (key: string): string => createHash('sha256').update(key).digest('hex');

const toDto = (key: ApiKeyEntity): ApiKeyDto => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
});

/** Personal API keys: made (shown once), listed, revoked, and checked on an upload. */
@Injectable()
export class ApiKeysService {
  constructor(private readonly keys: ApiKeysRepository) {}

  async list(ownerId: string): Promise<ApiKeyDto[]> {
    return (await this.keys.list(ownerId)).map(toDto);
  }

  async create(ownerId: string, name: string): Promise<CreatedApiKeyDto> {
    if ((await this.keys.count(ownerId)) >= MAX_API_KEYS) throw apiKeysFull(MAX_API_KEYS);
    const key = `pt_${randomBytes(32).toString('base64url')}`;
    const id = await this.keys.insert({
      ownerId,
      name,
      prefix: key.slice(0, PREFIX_LENGTH),
      keyHash: hashOf(key),
    });
    const saved = await this.keys.findOne(ownerId, id);
    if (!saved) throw apiKeyNotFound();
    return { ...toDto(saved), key };
  }

  async revoke(ownerId: string, id: string): Promise<void> {
    if (!(await this.keys.delete(ownerId, id))) throw apiKeyNotFound();
  }

  /** The owner of a bearer key, its use noted; 401 for anything that is not a live key. */
  async ownerOf(key: string): Promise<string> {
    if (!KEY_PATTERN.test(key)) throw apiKeyInvalid();
    const found = await this.keys.findByHash(hashOf(key));
    if (!found) throw apiKeyInvalid();
    await this.keys.touch(found.id);
    return found.ownerId;
  }
}
