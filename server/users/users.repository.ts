import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { UserEntity } from './user.entity.js';

export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
}

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * Creates the user for a provider identity, or refreshes the email of the one it already
   * has. Names come from the provider only while the user has none: after that the user's own
   * edits win.
   */
  async upsertIdentity(identity: ProviderIdentity): Promise<UserEntity> {
    const rows = await this.users.query<{ id: string }[]>(
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
