/**
 * Loaded into the server by bench/memory.js with `node --import`, beside query-count-hook.js:
 * answers `memory-detail` over the IPC channel with what the process itself can tell of its
 * memory, for the bench to set beside the kernel's figures (/proc/<pid>/status and smaps):
 *
 * - the main thread's process.memoryUsage() (JS heap, external memory, ArrayBuffers);
 * - the WebAssembly memories made on the main thread (PGlite's is one: its heap, which only
 *   grows), by their current size;
 * - every worker thread alive, with its JS heap (Worker#getHeapStatistics), counted by the file
 *   it runs.
 *
 * To see them it wraps two constructors before the app loads: WebAssembly.Memory (kept by a
 * WeakRef, so the bench keeps nothing alive) and worker_threads' Worker (a subclass that notes
 * itself until it exits; syncBuiltinESMExports makes the app's `import { Worker }` get it). Both
 * behave as before otherwise.
 */
import { syncBuiltinESMExports } from 'node:module';
import workerThreads from 'node:worker_threads';

/** @type {Set<WeakRef<WebAssembly.Memory>>} */
const memories = new Set();
const BaseMemory = WebAssembly.Memory;
class CountedMemory extends BaseMemory {
  /** @param {WebAssembly.MemoryDescriptor} descriptor */
  constructor(descriptor) {
    super(descriptor);
    memories.add(new WeakRef(this));
  }
}
WebAssembly.Memory = CountedMemory;

/** @type {Map<import('node:worker_threads').Worker, string>} */
const workers = new Map();
const BaseWorker = workerThreads.Worker;
class CountedWorker extends BaseWorker {
  /**
   * @param {string | URL} file
   * @param {import('node:worker_threads').WorkerOptions} [options]
   */
  constructor(file, options) {
    super(file, options);
    const name = String(file).split('/').pop() ?? String(file);
    workers.set(this, name);
    this.once('exit', () => workers.delete(this));
  }
}
workerThreads.Worker = CountedWorker;
syncBuiltinESMExports();

/** The main thread's WebAssembly memories alive, in bytes. */
function wasmBytes() {
  let bytes = 0;
  for (const ref of memories) {
    const memory = ref.deref();
    if (memory) bytes += memory.buffer.byteLength;
    else memories.delete(ref);
  }
  return bytes;
}

/** Each live worker's file and heap (used and total, bytes); a worker ending meanwhile is left out. */
async function workerHeaps() {
  const heaps = await Promise.all(
    [...workers].map(async ([worker, file]) => {
      try {
        const stats = await worker.getHeapStatistics();
        return { file, used: stats.used_heap_size, total: stats.total_heap_size };
      } catch {
        return null;
      }
    }),
  );
  return heaps.filter((heap) => heap !== null);
}

if (process.send) {
  process.on('message', (message) => {
    if (typeof message !== 'object' || message === null || !('type' in message)) return;
    if (message.type !== 'memory-detail') return;
    void workerHeaps().then((heaps) =>
      process.send?.({
        type: 'memory-detail',
        usage: process.memoryUsage(),
        wasmBytes: wasmBytes(),
        workers: heaps,
      }),
    );
  });
  // As in query-count-hook.js: the channel must not keep the server alive after its shutdown.
  process.channel?.unref();
}
