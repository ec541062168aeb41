// Proves that a client component importing lib/env.ts or lib/ofd/client.ts fails `next build`:
// the `server-only` guard at the top of both resolves, in the browser and SSR layers, to a module
// that Next refuses at compile time. Builds a throwaway app in .data/build-guard once, with the two
// leaks and a control beside them (a client component importing an isomorphic module): the build
// must fail with the guard's error at each leak, and with none at the control, so the guard refuses
// what it should and only that. One build, not a control build and a leak build: the errors name
// their files, which is what tells a leak's refusal from a broken fixture.
// Run: node e2e/build-guard.mjs   (about 15–30 s; part of `npm test`)
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = join(root, '.data', 'build-guard');
const nextBin = join(root, 'node_modules', '.bin', 'next');

const base = {
  'package.json': '{ "name": "build-guard-fixture", "private": true, "type": "module" }\n',
  // The fixture imports the real lib/ from the repository, two levels up.
  'next.config.js': `import { fileURLToPath } from 'node:url';
export default { turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) } };
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'dom.iterable', 'es2023'],
      strict: true,
      noEmit: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      resolveJsonModule: true,
      isolatedModules: true,
      jsx: 'react-jsx',
      skipLibCheck: true,
      paths: { '@/*': ['../../*'] },
    },
    include: ['**/*.ts', '**/*.tsx'],
  }),
  'app/layout.tsx': `export default function Layout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
};

const clientComponent = (name, from, symbol) => `'use client';
import { ${symbol} } from '${from}';
export function ${name}() { return <p>{typeof ${symbol}}</p>; }
`;

const files = {
  'app/uses-format.tsx': clientComponent('UsesFormat', '@/lib/ofd/format', 'formatMoney'),
  'app/leak-env.tsx': clientComponent('LeakEnv', '@/lib/env', 'getEnv'),
  'app/leak-client.tsx': clientComponent('LeakClient', '@/lib/ofd/client', 'ofdGet'),
  'app/page.tsx': `import { LeakClient } from './leak-client';
import { LeakEnv } from './leak-env';
import { UsesFormat } from './uses-format';
export default function Page() { return <><UsesFormat /><LeakEnv /><LeakClient /></>; }
`,
};

function build(files) {
  rmSync(fixture, { recursive: true, force: true });
  for (const [path, text] of Object.entries({ ...base, ...files })) {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  }
  const result = spawnSync(nextBin, ['build'], {
    cwd: fixture,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const failures = [];
const leak = build(files);
if (leak.status === 0) failures.push('a client component importing lib/env.ts built');
const refused = "'server-only' cannot be imported from a Client Component module";
for (const file of ['./lib/env.ts', './lib/ofd/client.ts']) {
  const pattern = new RegExp(`${file.replace(/[./]/g, '\\$&')}:1:1\\s+Error: ${refused}`);
  if (!pattern.test(leak.output)) failures.push(`no server-only build error for ${file}`);
}
// The control's module is named in no error: the build failed for the leaks alone.
if (
  /lib\/ofd\/format\.ts:\d+:\d+\s+Error/.test(leak.output) ||
  /uses-format\.tsx:\d+:\d+\s+Error/.test(leak.output)
)
  failures.push('the control (an isomorphic module in a client component) was refused too');
if (failures.length) failures.push(leak.output);
rmSync(fixture, { recursive: true, force: true });

if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(
  'build guard: lib/env.ts and lib/ofd/client.ts in a client component fail the build; the control beside them does not',
);
