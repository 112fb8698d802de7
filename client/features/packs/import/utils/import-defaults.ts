/** LighterPack files carry no currency, and LighterPack shows prices in dollars unless told. */
export const DEFAULT_CURRENCY = 'USD';

/** "12.3 kB", "640 B": a file's size for people. */
export function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  return `${(bytes / 1000).toFixed(bytes < 10_000 ? 1 : 0)} kB`;
}
