import { Injectable } from '@nestjs/common';
import { forbidden } from '@server/common/errors.js';
import { UsersRepository } from '@server/users/users.repository.js';

/**
 * The tracking area's Explorer features (issue 25): per-category analytics, gear mileage with
 * its retirement hints, and default gear per category. The plan is read from the database on
 * each request, so a change of plan counts at once.
 */
@Injectable()
export class ExplorerPlan {
  constructor(private readonly users: UsersRepository) {}

  /** One query. */
  async has(ownerId: string): Promise<boolean> {
    return (await this.users.findById(ownerId))?.subscriptionPlan === 'explorer';
  }

  /** 403 PLAN_REQUIRED on Basic, which the client answers with the upgrade: one query. */
  async require(ownerId: string, feature: string): Promise<void> {
    if (!(await this.has(ownerId))) {
      throw forbidden('PLAN_REQUIRED', `${feature} are part of the Explorer plan`);
    }
  }
}
