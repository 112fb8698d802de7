/**
 * What the document holds so far, so that later sections refer only to rows it holds.
 *
 * Why: the export reads its tables a page at a time, each page its own statement, and holds no
 * transaction between them: a transaction would pin the database connection (the embedded
 * database has one) for as long as the slowest client takes to download. So the user may change
 * things while the file is written: an item created after the items were written can be in a
 * pack line read later, an item can be moved to a category created after the categories were
 * written, a bundle can gain an item that came too late, a trip can take a pack created after
 * the packs were written.
 *
 * The choice: every reference is checked against the ids actually written, and a reference to
 * a row the document lacks is dropped the way deleting that row would drop it: a pack line or a
 * bundle entry whose item or bundle is not in the file is left out (as a line added after the
 * export began would be), so is a trip's link to a pack the file lacks (as when the pack is
 * deleted), and a category that is not in the file reads as none (as if the category had been
 * deleted, which sets items to uncategorized). Activities refer to packs, trips and items the
 * same way, and an activity file is written only when an activity written before it came from
 * it (one uploaded during the download would belong to nothing in the file). The document is
 * then always one a reader can follow without dangling ids, at worst missing the edits made
 * during the download, which the next export has. (Photos and activity files are the exception
 * the format already describes: they come last, and one deleted before its bytes are read is
 * left out.)
 *
 * The cost is the ids themselves: about 100 bytes per category, item, bundle, pack, trip and
 * activity file, e.g. 2 MB for a library of 20,000 items, against the whole document (tens of
 * MB) before.
 */
export class WrittenIds {
  private readonly categoryNames = new Map<string, string>();
  private readonly items = new Set<string>();
  private readonly bundles = new Set<string>();
  private readonly packs = new Set<string>();
  private readonly trips = new Set<string>();
  private readonly activityFiles = new Set<string>();

  /** False when the category was already written (a reorder during the export moved it). */
  addCategory(id: string, name: string): boolean {
    if (this.categoryNames.has(id)) return false;
    this.categoryNames.set(id, name);
    return true;
  }

  addItem(id: string): void {
    this.items.add(id);
  }

  addBundle(id: string): void {
    this.bundles.add(id);
  }

  addPack(id: string): void {
    this.packs.add(id);
  }

  addTrip(id: string): void {
    this.trips.add(id);
  }

  /** A file an activity in the document came from: the file is written in its turn. */
  addActivityFile(id: string): void {
    this.activityFiles.add(id);
  }

  /** The category id if the document holds it, otherwise null (uncategorized). */
  category(id: string | null): string | null {
    return id !== null && this.categoryNames.has(id) ? id : null;
  }

  /** The name the document gives the category, null when it holds no such category. */
  categoryName(id: string | null): string | null {
    return id === null ? null : (this.categoryNames.get(id) ?? null);
  }

  hasItem(id: string): boolean {
    return this.items.has(id);
  }

  hasBundle(id: string): boolean {
    return this.bundles.has(id);
  }

  hasPack(id: string): boolean {
    return this.packs.has(id);
  }

  hasTrip(id: string): boolean {
    return this.trips.has(id);
  }

  hasActivityFile(id: string): boolean {
    return this.activityFiles.has(id);
  }
}
