/**
 * Megabytes shared by work that runs at once (route files read in worker threads, each with a
 * heap limit of its own): each piece takes its share before it starts and gives it back when it
 * ends, so the shares of the work running never add up to more than the whole. A share that
 * does not fit waits until enough is given back, in the order asked: a large one is not passed
 * over for ever by small ones behind it.
 */
export class MemoryBudget {
  private usedMb = 0;
  private readonly waiting: { mb: number; grant: () => void }[] = [];
  private readonly pressureListeners = new Set<() => void>();

  constructor(readonly totalMb: number) {
    if (!(totalMb > 0)) throw new RangeError('totalMb must be more than 0');
  }

  /** Megabytes taken by the work running now. */
  get inUseMb(): number {
    return this.usedMb;
  }

  /** Resolves with the function that gives the share back, once `mb` fits. */
  acquire(mb: number): Promise<() => void> {
    if (!(mb > 0) || mb > this.totalMb) {
      return Promise.reject(new RangeError(`A share of ${mb} MB in a budget of ${this.totalMb}`));
    }
    return new Promise((resolve) => {
      this.waiting.push({ mb, grant: () => resolve(this.releaser(mb)) });
      this.grantNext();
      if (this.waiting.length > 0) for (const listener of this.pressureListeners) listener();
    });
  }

  /**
   * Calls `listener` whenever a share has to wait: work that holds memory it is not using (an
   * idle worker kept for the next job) gives it back then. Returns the function that stops it.
   */
  onPressure(listener: () => void): () => void {
    this.pressureListeners.add(listener);
    return () => this.pressureListeners.delete(listener);
  }

  private releaser(mb: number): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.usedMb -= mb;
      this.grantNext();
    };
  }

  private grantNext(): void {
    for (let next = this.waiting[0]; next; next = this.waiting[0]) {
      if (this.usedMb + next.mb > this.totalMb) return;
      this.waiting.shift();
      this.usedMb += next.mb;
      next.grant();
    }
  }
}
