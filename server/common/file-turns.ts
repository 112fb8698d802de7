/** A user already has a file being read and another waiting: a third is refused. */
export class FileTurnsFull extends Error {
  constructor(readonly userId: string) {
    super('This user already has two files being read');
    this.name = 'FileTurnsFull';
  }
}

interface Waiter {
  userId: string;
  grant(): void;
}

/**
 * Turns at a file reader (route files, activity files), `slots` at a time and fair between users: each user has at
 * most one file read at a time, so one user's slow file (or a stream of them) holds one slot and
 * other users' files move through the others. A user's second file waits behind their first
 * (the client's cancel-and-choose-again leaves the first file being read on the server); a
 * third is refused at once, so no user holds more than two 10 MB files in memory. Waiters are
 * served in the order they came, skipping those whose user is already being served: as each
 * user waits with one file at most, no user can go ahead of another twice.
 */
export class FileTurns {
  private readonly active = new Set<string>();
  private readonly waiting: Waiter[] = [];

  constructor(private readonly slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new RangeError('slots must be 1 or more');
  }

  /** Resolves with a release function once the user's file may be read. */
  acquire(userId: string): Promise<() => void> {
    if (this.waiting.some((waiter) => waiter.userId === userId)) {
      return Promise.reject(new FileTurnsFull(userId));
    }
    if (!this.active.has(userId) && this.active.size < this.slots) {
      this.active.add(userId);
      return Promise.resolve(this.releaser(userId));
    }
    return new Promise((resolve) => {
      this.waiting.push({ userId, grant: () => resolve(this.releaser(userId)) });
    });
  }

  /** Whether the user has a file being read, and one waiting (for tests and diagnostics). */
  load(userId: string): { reading: boolean; waiting: boolean } {
    return {
      reading: this.active.has(userId),
      waiting: this.waiting.some((waiter) => waiter.userId === userId),
    };
  }

  private releaser(userId: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active.delete(userId);
      this.grantNext();
    };
  }

  private grantNext(): void {
    while (this.active.size < this.slots) {
      const index = this.waiting.findIndex((waiter) => !this.active.has(waiter.userId));
      if (index === -1) return;
      const [next] = this.waiting.splice(index, 1);
      if (!next) return;
      this.active.add(next.userId);
      next.grant();
    }
  }
}
