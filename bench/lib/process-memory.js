import { readFileSync, writeFileSync } from 'node:fs';

/**
 * What the kernel says of a process's memory (Linux: /proc/<pid>/status and smaps), in bytes.
 * Elsewhere every figure is null.
 */

const MB = 1024 * 1024;
/** glibc's arenas for threads other than the main one are made of 64 MB regions, aligned. */
const ARENA_BYTES = 64 * MB;
/** V8 reserves a WebAssembly memory's whole range (8 GB and guard pages) and opens what it uses. */
const WASM_RESERVATION_MIN_BYTES = 4096 * MB;

/**
 * A field of /proc/<pid>/status given in kB (VmRSS, VmHWM, RssAnon, ...), in bytes.
 *
 * @param {number} pid
 * @param {string} field
 * @returns {number | null}
 */
export function procStatus(pid, field) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kB === undefined ? null : Number(kB) * 1024;
  } catch {
    return null;
  }
}

/**
 * Resets VmHWM (the peak resident set) to the current resident set; false where unsupported.
 *
 * @param {number} pid
 */
export function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * @typedef {{ start: bigint, end: bigint, perms: string, name: string, rss: number }} Mapping
 *
 * The resident set by kind of mapping, in bytes:
 * - `wasm`: WebAssembly memories (anonymous, right before their reservation's inaccessible rest);
 * - `malloc`: the C heap (`[heap]`, and the 64 MB arenas glibc gives other threads);
 * - `code`: anonymous executable memory (code compiled by V8);
 * - `anonymous`: the rest of the anonymous memory: the JS heaps of every thread, large
 *   ArrayBuffers and other blocks mapped on their own, thread stacks;
 * - `files`: mapped files (the node binary, libraries).
 *
 * @typedef {{ wasm: number, malloc: number, code: number, anonymous: number, files: number,
 *   total: number }} ResidentByKind
 */

/**
 * @param {number} pid
 * @returns {ResidentByKind | null}
 */
export function residentByKind(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return null;
  }
  /** @type {Mapping[]} */
  const mappings = [];
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      mappings.push({
        start: BigInt(`0x${head[1]}`),
        end: BigInt(`0x${head[2]}`),
        perms: head[3] ?? '',
        name: head[4] ?? '',
        rss: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = mappings.at(-1);
    if (rss && last) last.rss = Number(rss[1]) * 1024;
  }
  const kinds = { wasm: 0, malloc: 0, code: 0, anonymous: 0, files: 0, total: 0 };
  mappings.forEach((mapping, index) => {
    kinds[kindOf(mapping, mappings[index + 1])] += mapping.rss;
    kinds.total += mapping.rss;
  });
  return kinds;
}

/**
 * @param {Mapping} mapping
 * @param {Mapping | undefined} next
 * @returns {'wasm' | 'malloc' | 'code' | 'anonymous' | 'files'}
 */
function kindOf(mapping, next) {
  if (mapping.name === '[heap]') return 'malloc';
  if (mapping.name !== '') return mapping.name.startsWith('/') ? 'files' : 'anonymous';
  if (mapping.perms.includes('x')) return 'code';
  const reservedAfter =
    next && next.start === mapping.end && next.name === '' && next.perms.startsWith('---')
      ? next.end - next.start
      : 0n;
  if (reservedAfter >= BigInt(WASM_RESERVATION_MIN_BYTES)) return 'wasm';
  // Arenas side by side show as one mapping: a multiple of 64 MB, aligned.
  const span = mapping.end - mapping.start + reservedAfter;
  const arenas = BigInt(ARENA_BYTES);
  if (mapping.start % arenas === 0n && span % arenas === 0n) return 'malloc';
  return 'anonymous';
}
