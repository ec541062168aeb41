// Proves that no browser chunk of the production build carries zod: every file in .next/static is
// searched for "$ZodType", a string zod's core registers every schema class under, which a
// minifier keeps. Run after `next build` (part of `npm test`): node e2e/no-zod-in-browser.mjs
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const staticDir = join(root, '.next', 'static');
const MARKER = '$ZodType';

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (name.endsWith('.js')) yield path;
  }
}

let count = 0;
const leaks = [];
try {
  for (const path of files(staticDir)) {
    count += 1;
    if (readFileSync(path, 'utf8').includes(MARKER)) leaks.push(relative(root, path));
  }
} catch (error) {
  console.error(`no-zod-in-browser: cannot read ${staticDir} (run \`npm run build\` first)`);
  throw error;
}
if (count === 0) {
  console.error('no-zod-in-browser: no browser chunks found; was the build complete?');
  process.exit(1);
}
if (leaks.length > 0) {
  console.error(`no-zod-in-browser: zod found in ${leaks.length} browser chunk(s):`);
  for (const leak of leaks) console.error(`  ${leak}`);
  process.exit(1);
}
console.log(`no-zod-in-browser: ${count} browser chunks, none carries zod`);
