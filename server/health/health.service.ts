import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DATABASE_CONNECTION } from '@server/database/database.module.js';
import type { DatabaseConnection } from '@server/database/database-connection.js';
import { DatabaseOutage } from '@server/database/database-outage.js';
import type { HealthResponseDto } from './dto/health-response.dto.js';

const CHECK_TIMEOUT_MS = 3_000;

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly outage: DatabaseOutage,
  ) {}

  async check(): Promise<HealthResponseDto> {
    const up = await this.databaseAnswers();
    return {
      status: up ? 'ok' : 'error',
      database: { kind: this.connection.kind, status: up ? 'up' : 'down' },
    };
  }

  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database check timed out')), CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
      this.outage.answered();
      return true;
    } catch (error) {
      // A load balancer asks every few seconds: the outage is logged once, not at each check.
      this.outage.unavailable(error);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
