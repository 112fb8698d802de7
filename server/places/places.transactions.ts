import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UsersRepository } from '@server/users/users.repository.js';
import { PlacesRepository } from './places.repository.js';

/** The repositories a place transaction may use: all bound to its one connection. */
export interface PlaceTransaction {
  users: UsersRepository;
  places: PlacesRepository;
}

/**
 * Runs work in one transaction, like GearTransactions. The work gets repositories bound to the
 * transaction's manager and must use only those: the embedded database runs one transaction at
 * a time, so a query on another connection would wait for this one forever.
 */
@Injectable()
export class PlaceTransactions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly places: PlacesRepository,
  ) {}

  run<T>(work: (tx: PlaceTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) =>
      work({ users: this.users.within(manager), places: this.places.within(manager) }),
    );
  }
}
