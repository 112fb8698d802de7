// Development: the server recompiled and restarted on change, and Vite's dev server with hot
// reload on http://localhost:5173 (it proxies /api and /oidc to the server on PORT, default 3000).
import { spawn, spawnSync } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };

const first = spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit', env });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn(bin('tsc'), ['-p', 'tsconfig.server.json', '--watch', '--preserveWatchOutput'], {
    stdio: 'inherit',
    env,
  }),
  spawn(bin('tsc-alias'), ['-p', 'tsconfig.server.json', '--watch'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['--watch-path=dist/server', 'dist/server/main.js'], {
    stdio: 'inherit',
    env,
  }),
  spawn(bin('vite'), [], { stdio: 'inherit', env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
