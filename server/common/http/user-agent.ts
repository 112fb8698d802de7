/**
 * The User-Agent of every outbound call: the app and its version, where it runs, and how to
 * reach whoever runs it, as OpenStreetMap's tile usage policy asks ("Packtrail/1.4.0
 * (+https://trail.example.com; ops@example.com)").
 */
export function outboundUserAgent(version: string, publicUrl: string, contact?: string): string {
  const comment = contact ? `+${publicUrl}; ${contact}` : `+${publicUrl}`;
  return `Packtrail/${version} (${comment})`;
}
