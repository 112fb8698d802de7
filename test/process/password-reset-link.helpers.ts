import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '@test/support/built-server.js';

const COMMAND = join(REPO_ROOT, 'dist', 'server', 'cli', 'password-reset-link.js');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run password-reset-link -- <args>`, as the script runs it: the built command. */
export function runCommand(args: string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  const child = spawn(process.execPath, [COMMAND, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
