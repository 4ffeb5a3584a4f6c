// Installs the workspace's packages when they are missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone. Plain CommonJS: it runs before anything is installed.
//
// `npm install` (not `npm ci`): the registry this project installs from lacks some other platforms'
// optional binaries (for example @swc/core-darwin-*), which `npm ci` insists on finding in the lock.
// `npm install` still installs exactly the versions package-lock.json records.
const { existsSync, statSync } = require('node:fs');
const { join } = require('node:path');
const { spawnSync } = require('node:child_process');

const root = join(__dirname, '..', '..');
const installed = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');

const stale = !existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs;
if (stale) {
  console.log('Installing packages (npm install)...');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
