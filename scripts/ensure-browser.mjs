// Finds a Chromium for the browser tests, in this order: CHROMIUM_PATH, /usr/bin/chromium,
// Debian's chromium package (apt-get, when running as root on Debian), Playwright's own
// download. Prints the path; exits non-zero with the exact command to run when none works.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const works = (path) => {
  if (!path || !existsSync(path)) return false;
  const result = spawnSync(path, ['--headless', '--no-sandbox', '--version'], { encoding: 'utf8', timeout: 30_000 });
  return result.status === 0;
};

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export function findChromium({ log = (m) => console.error(m) } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (works(fromEnv)) return fromEnv;
    log(`CHROMIUM_PATH=${fromEnv} does not start; looking further.`);
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (works(candidate)) return candidate;

  if (isRoot() && existsSync('/etc/debian_version')) {
    log("Installing Debian's chromium package (apt-get install -y chromium)...");
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      if (works('/usr/bin/chromium')) return '/usr/bin/chromium';
    } catch (error) {
      log(`apt-get could not install chromium: ${error.message}`);
    }
  }

  log("Trying Playwright's own Chromium download (npx playwright install chromium)...");
  const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', timeout: 600_000 });
  if (install.status === 0) {
    try {
      const path = execFileSync(
        'node',
        ['-e', "import('@playwright/test').then(m => console.log(m.chromium.executablePath()))"],
        { encoding: 'utf8' },
      ).trim();
      if (works(path)) return path;
    } catch {
      // fall through to the message below
    }
  }
  return undefined;
}

const HOW_TO =
  'No Chromium found for the browser tests. Install one and run again, for example:\n' +
  '  sudo apt-get update && sudo apt-get install -y chromium      (Debian/Ubuntu)\n' +
  '  npx playwright install chromium                               (elsewhere)\n' +
  'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const path = findChromium();
  if (!path) {
    console.error(HOW_TO);
    process.exit(1);
  }
  console.log(path);
}

export { HOW_TO };
