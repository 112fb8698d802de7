import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '@server/common/database-errors.js';
import { conflict } from '@server/common/errors.js';
import type { CurrentUserDto } from './dto/current-user.dto.js';
import { toCurrentUser } from './user.mapper.js';
import { UsersRepository, type ProviderIdentity } from './users.repository.js';

@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async currentUser(userId: string): Promise<CurrentUserDto | null> {
    const user = await this.users.findById(userId);
    return user ? toCurrentUser(user) : null;
  }

  /** Who the user is at their sign-in provider (issuer and subject), if anyone. */
  async identityOf(userId: string): Promise<{ issuer: string; subject: string } | null> {
    const user = await this.users.findById(userId);
    if (!user?.identityIssuer || !user.identitySubject) return null;
    return { issuer: user.identityIssuer, subject: user.identitySubject };
  }

  /** The user a provider identity signs in as, created on first sign-in. */
  async signInIdentity(identity: ProviderIdentity): Promise<CurrentUserDto> {
    try {
      return toCurrentUser(await this.users.upsertIdentity(identity));
    } catch (error) {
      if (isUniqueViolation(error, 'UQ_users_email')) {
        throw conflict('EMAIL_IN_USE', 'Another account already uses this email address');
      }
      throw error;
    }
  }
}
