// npm test: builds the app (the browser and process tests run the build), then runs every vitest
// project; arguments after `--` go to vitest (`npm test -- --project api`). With TEST_SKIP_BUILD=1
// the build is left out: .ci/run builds once, while it lints, and then runs this.
import { spawnSync } from 'node:child_process';

const run = (command, args) => {
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? (signal ? 1 : 0));
};

if (process.env.TEST_SKIP_BUILD !== '1') run('npm', ['run', 'build']);
run('node_modules/.bin/vitest', ['run', ...process.argv.slice(2)]);
