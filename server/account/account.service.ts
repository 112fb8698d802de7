import { Injectable } from '@nestjs/common';
import { normalizeUsername, USERNAME_MESSAGES, usernameProblem } from '@server/domain/username.js';
import type { UserEntity } from '@server/users/user.entity.js';
import { UsersRepository, type UserValues } from '@server/users/users.repository.js';
import { isUniqueViolation } from '@server/common/database-errors.js';
import { accountGone, usernameTaken } from './account.errors.js';
import { toAccountDto } from './account.mapper.js';
import type { AccountResponseDto } from './dto/account-response.dto.js';
import type { UpdateAccountDto } from './dto/update-account.dto.js';
import type { UsernameAvailabilityResponseDto } from './dto/username-availability.dto.js';

const UNIQUE_USERNAME = 'UQ_users_username';

/** The values a PATCH changes: the fields sent, under their column names. */
function changedValues(dto: UpdateAccountDto): UserValues {
  const values: UserValues = {};
  if (dto.firstName !== undefined) values.givenName = dto.firstName;
  if (dto.lastName !== undefined) values.familyName = dto.lastName;
  if (dto.username !== undefined) values.username = dto.username;
  if (dto.weightUnit !== undefined) values.weightUnit = dto.weightUnit;
  if (dto.weightScale !== undefined) values.weightScale = dto.weightScale;
  if (dto.currency !== undefined) values.currency = dto.currency;
  if (dto.foodPerDayGrams !== undefined) values.foodPerDayGrams = dto.foodPerDayGrams;
  if (dto.profilePublic !== undefined) values.profilePublic = dto.profilePublic;
  if (dto.searchIndexing !== undefined) values.searchIndexing = dto.searchIndexing;
  return values;
}

/** The signed-in user's own account: profile, username and preferences. */
@Injectable()
export class AccountService {
  constructor(private readonly users: UsersRepository) {}

  async get(userId: string): Promise<AccountResponseDto> {
    return toAccountDto(await this.user(userId));
  }

  /**
   * Changes what was sent. A username another user holds (in any case: all are stored
   * lowercase) answers 409; the database's unique index settles two users racing for one.
   */
  async update(userId: string, dto: UpdateAccountDto): Promise<AccountResponseDto> {
    try {
      if (!(await this.users.update(userId, changedValues(dto)))) throw accountGone();
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_USERNAME)) throw usernameTaken();
      throw error;
    }
    return this.get(userId);
  }

  /** Whether the user could take `typed` as their username now; their own counts as free. */
  async usernameAvailability(
    userId: string,
    typed: string,
  ): Promise<UsernameAvailabilityResponseDto> {
    const username = normalizeUsername(typed);
    const problem = usernameProblem(username);
    if (problem)
      return { username, available: false, reason: problem, message: USERNAME_MESSAGES[problem] };
    const holder = await this.users.findByUsername(username);
    if (holder && holder.id !== userId) {
      return { username, available: false, reason: 'taken', message: USERNAME_MESSAGES.taken };
    }
    return { username, available: true };
  }

  private async user(userId: string): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw accountGone();
    return user;
  }
}
