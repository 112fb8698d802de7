import { setFlagsFromString } from 'node:v8';

let baselineOnly = false;

/**
 * Keeps every WebAssembly function of the process on V8's baseline compiler (Liftoff), for the
 * embedded database's memory. V8 compiles a function with Liftoff first and recompiles the hot
 * ones with its optimizing compiler; one of PGlite's functions (number 2273, 105 kB of code,
 * hot from the first queries) takes that compiler 600 MB for half a second, which put the
 * server's peak at 0.95 GB on every start, and the optimized code and what the compiler left in
 * the C heap kept 80 to 100 MB for good. The price is speed where PostgreSQL itself works: with
 * Liftoff alone the first 100 of 5,000 gear items sorted by name took 13.7 ms instead of 6.9
 * (70 requests a second instead of 120 at 10 connections), a 500-line pack 10.1 ms instead of
 * 6.5. So it is what EMBEDDED_DATABASE_OPTIMIZING_COMPILER=false chooses; speed is the default.
 *
 * Must run before the module is compiled (PGlite.create). Flags set at run time do not bring
 * their implications, so the two that --liftoff-only implies are set as well. The flags are the
 * process's: worker threads started later (image codecs, preview images) use Liftoff too, which
 * changed the time of a photo's processing by less than its run-to-run spread.
 */
export function useBaselineWasmCompilerOnly(): void {
  if (baselineOnly) return;
  setFlagsFromString('--liftoff-only');
  setFlagsFromString('--no-wasm-tier-up');
  setFlagsFromString('--no-wasm-dynamic-tiering');
  baselineOnly = true;
}
