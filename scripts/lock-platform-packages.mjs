// Completes package-lock.json with the platform builds (darwin, win32, ...) of optional native
// packages when the registry this lock was made against does not serve them. npm then leaves
// them out of the lock, and `npm ci` refuses the lock as out of sync. Each entry added names its
// os and cpu, so npm installs it only on that platform (resolving it from the registry there).
// Run after `npm install`: node scripts/lock-platform-packages.mjs
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];
const CPU = [
  ['x64', 'x64'],
  ['arm64', 'arm64'],
  ['ia32', 'ia32'],
  ['arm', 'arm'],
  ['loong64', 'loong64'],
  ['ppc64', 'ppc64'],
  ['riscv64', 'riscv64'],
  ['s390x', 's390x'],
  ['wasm32', 'wasm32'],
];

function platformOf(name) {
  const base = name.split('/').pop();
  const os = OS.find((o) => base.split('-').includes(o));
  const cpu = CPU.find(([token]) => base.split('-').includes(token))?.[1];
  if (!os || !cpu) return undefined;
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux') entry.libc = [base.includes('musl') ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [where, pkg] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${where ? `${where}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    const version = range.replace(/^[\^~=]/, '');
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = { version, optional: true, ...platform };
    added++;
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform package entries to package-lock.json`);
