import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DATABASE_CONNECTION } from '@server/database/database.module.js';
import type { DatabaseConnection } from '@server/database/database-connection.js';
import type { HealthResponseDto } from './dto/health-response.dto.js';

const CHECK_TIMEOUT_MS = 3_000;

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
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
      return true;
    } catch (error) {
      this.logger.warn({ err: error }, 'Database health check failed');
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
