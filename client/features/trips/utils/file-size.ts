const MB = 1024 * 1024;

/** "640 B", "12.3 kB", "4.2 MB", "10 MB": a file's size for people (MB as limits are set). */
export function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / 1000).toFixed(bytes < 10_000 ? 1 : 0)} kB`;
  const mb = bytes / MB;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
