import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { UserEntity } from './user.entity.js';

export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** What the account page changes on a user. */
export type UserValues = Partial<
  Pick<
    UserEntity,
    | 'givenName'
    | 'familyName'
    | 'username'
    | 'avatarPhotoId'
    | 'weightUnit'
    | 'weightScale'
    | 'currency'
    | 'foodPerDayGrams'
    | 'profilePublic'
    | 'searchIndexing'
  >
>;

/**
 * Users. A user's own row is its scope: every method takes the user's id. Built on an
 * EntityManager so a transaction can use its own instance (`within(manager)`).
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): UsersRepository {
    return new UsersRepository(manager);
  }

  private get users() {
    return this.manager.getRepository(UserEntity);
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** The user, locked until the transaction ends (two account changes never interleave). */
  lockById(id: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .where('user.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** Usernames are stored lowercase, so an exact match is a match in any case. */
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ username });
  }

  /** The user's public version (see UserEntity.publicVersion); null: no such user. */
  async publicVersionOf(id: string): Promise<string | null> {
    const rows = await this.manager.query<{ v: string }[]>(
      'SELECT public_version::text AS v FROM users WHERE id = $1',
      [id],
    );
    return rows[0]?.v ?? null;
  }

  /** After a write of theirs: every server's cached public pages of these users are stale. */
  async bumpPublicVersions(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    // Not through the entity: a write of a user's data is not a change of their account.
    await this.manager.query(
      'UPDATE users SET public_version = public_version + 1 WHERE id = ANY($1::uuid[])',
      [ids],
    );
  }

  async update(id: string, values: UserValues): Promise<boolean> {
    if (Object.keys(values).length === 0) return this.users.existsBy({ id });
    const result = await this.users.update({ id }, values);
    return result.affected === 1;
  }

  /** Deletes the user; every row they own goes with them (ON DELETE CASCADE on owner_id). */
  async delete(id: string): Promise<boolean> {
    const result = await this.users.delete({ id });
    return result.affected === 1;
  }

  /**
   * Creates the user for a provider identity, or refreshes the email of the one it already
   * has. Names come from the provider only while the user has none: after that the user's own
   * edits win.
   */
  async upsertIdentity(identity: ProviderIdentity): Promise<UserEntity> {
    const rows = await this.manager.query<{ id: string }[]>(
      `INSERT INTO users (identity_issuer, identity_subject, email, given_name, family_name)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (identity_issuer, identity_subject) DO UPDATE SET
         email = EXCLUDED.email,
         given_name = CASE WHEN users.given_name = '' THEN EXCLUDED.given_name ELSE users.given_name END,
         family_name = CASE WHEN users.family_name = '' THEN EXCLUDED.family_name ELSE users.family_name END,
         updated_at = now()
       RETURNING id`,
      [identity.issuer, identity.subject, identity.email, identity.givenName, identity.familyName],
    );
    const id = rows[0]?.id;
    const user = id ? await this.findById(id) : null;
    if (!user) throw new Error('The user just written could not be read back');
    return user;
  }
}
