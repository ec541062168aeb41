// The package mirror this project is built on lacks other platforms' native builds (e.g.
// @next/swc-darwin-arm64), so `npm install` leaves them out of package-lock.json and `npm ci`
// then refuses the lockfile as out of sync. This adds a lock entry for every missing optional
// platform package, marked with its os/cpu so npm skips it here and would fetch it elsewhere.
// Run after any `npm install` that changes the lockfile: `node .ci/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c)) ?? (parts.includes('eabi') ? 'arm' : undefined);
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }) };
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[base] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a platform build: leave it to npm
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...platform };
    added++;
  }
}
writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: added ${added} platform entries`);
