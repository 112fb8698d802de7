/** What a lease needs from storage (RateLimitsRepository, or a fake in unit tests). */
export interface LeaseStore {
  renewLease(ownerId: string, action: string, holder: string, seconds: number): Promise<boolean>;
  releaseLease(ownerId: string, action: string, holder: string): Promise<void>;
}

export interface LeaseTerms {
  ownerId: string;
  action: string;
  holder: string;
  /** How long the lease lasts unrenewed; it is renewed every third of that. */
  seconds: number;
  /** Told when a renewal or the release fails (the lease then lapses on its own). */
  onError: (what: string, error: unknown) => void;
}

/**
 * A lease this server holds: renewed while the work goes on, so a long export keeps it and a
 * crashed server's lapses within `seconds`; released once, when the work ends.
 */
export class UserLease {
  private readonly renewal: NodeJS.Timeout;
  private released?: Promise<void>;

  constructor(
    private readonly store: LeaseStore,
    private readonly terms: LeaseTerms,
  ) {
    this.renewal = setInterval(() => void this.renew(), (terms.seconds * 1000) / 3);
    // A lease never keeps the process alive: at exit it simply lapses.
    this.renewal.unref();
  }

  /** Gives the lease back; later calls wait for the same release. */
  release(): Promise<void> {
    clearInterval(this.renewal);
    const { ownerId, action, holder } = this.terms;
    this.released ??= this.store
      .releaseLease(ownerId, action, holder)
      .catch((error: unknown) => this.terms.onError('release', error));
    return this.released;
  }

  private async renew(): Promise<void> {
    const { ownerId, action, holder, seconds } = this.terms;
    try {
      const held = await this.store.renewLease(ownerId, action, holder, seconds);
      // Lapsed and taken by another call: it is theirs now, renewing would only fail again.
      if (!held) clearInterval(this.renewal);
    } catch (error) {
      this.terms.onError('renew', error);
    }
  }
}
