import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PhotosRepository } from '@server/photos/photos.repository.js';
import { UsersRepository } from '@server/users/users.repository.js';

/** The repositories a transaction may use: all bound to its one connection. */
export interface AccountTransaction {
  manager: EntityManager;
  users: UsersRepository;
  photos: PhotosRepository;
}

/**
 * Runs work in one transaction. The work gets repositories bound to the transaction's manager
 * and must use only those: the embedded database runs one transaction at a time, so a query on
 * another connection would wait for this one forever.
 */
@Injectable()
export class AccountTransactions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly photos: PhotosRepository,
  ) {}

  run<T>(work: (tx: AccountTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) =>
      work({ manager, users: this.users.within(manager), photos: this.photos.within(manager) }),
    );
  }
}
