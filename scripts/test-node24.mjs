// `npm run test:node24`: the unit and API suites of the code that runs on Node (the API and the shared
// package) again, on Node 24 LTS (decision 0081). The web's tests are left out: its code runs in
// browsers, and jsdom on another Node says nothing about them. Node 24 comes from the npm registry
// (the `node` package, which brings the binary for this platform) into .cache/, so nothing is
// downloaded from anywhere else; the machine's own Node is left as it is. Arguments replace the
// folders (`npm run test:node24 -- apps/web` runs the web's tests too).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const VERSION = '24.21.0';
const root = path.resolve(import.meta.dirname, '..');
const prefix = path.join(root, '.cache', `node-${VERSION}`);
const node = path.join(prefix, 'node_modules', '.bin', 'node');

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(node)) {
  console.log(`Installing Node ${VERSION} from the npm registry into ${path.relative(root, prefix)}/`);
  const flags = ['--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error'];
  run('npm', ['install', '--prefix', prefix, ...flags, `node@${VERSION}`]);
}
// Child processes the tests start (the built server, workers) find this Node first on the PATH.
const env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` };
run(node, ['--version'], env);
const folders = process.argv.length > 2 ? process.argv.slice(2) : ['apps/api', 'packages/shared'];
run(node, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...folders], env);
