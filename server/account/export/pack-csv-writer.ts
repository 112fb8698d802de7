/**
 * Writes packs as LighterPack CSV for the account export. The export takes one when the module
 * provides it under PACK_CSV_WRITER (the packs module's CSV export does), and then adds each
 * pack's file as `packs[].lighterpackCsv`; without one, `packs[].lines` still holds everything
 * a CSV file would.
 */
export interface PackCsvWriter {
  /**
   * The CSV text of each of the owner's packs asked for, by pack id. Called outside any
   * transaction, for one group of packs at a time as the export writes them.
   */
  writePacks(ownerId: string, packIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
}

export const PACK_CSV_WRITER = 'PackCsvWriter';
