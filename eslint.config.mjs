import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

// The zod boundary (docs/conventions.md). zod lives only in schema modules and server modules, so
// that browser code cannot pull it into a bundle by accident; type-only imports are free.
const ZOD_HOMES = [
  '**/*.schema.ts',
  '**/schemas/**',
  'lib/ofd/schemas.ts',
  'lib/ofd/*-schemas.ts',
  // Identifier schemas shared with the built-in service (which is server code throughout).
  'lib/ofd/ids.ts',
  '**/server/**',
  '**/*.server.ts',
  'lib/env.ts',
  'lib/env-connections.ts',
  'lib/service/**',
  'app/api/**',
  '**/*.test.ts',
  'lib/testing/**',
  'e2e/**',
  'bench/**',
];

const zodOnlyInItsHomes = {
  name: 'zod',
  message: 'zod belongs in a *.schema.ts or server module (docs/conventions.md).',
  allowTypeImports: true,
};

// Browser code: components and the lib folders client components draw on. Besides zod itself it
// may not import a schema module or a server module (a value import would bundle it).
const BROWSER_CODE = [
  'components/**',
  'lib/query/**',
  'lib/documents/client/**',
  'lib/urls/**',
  'lib/dates/**',
  'lib/text/**',
  'lib/ui/**',
  'lib/registers/**',
  'lib/lookup/**',
];
const NOT_BROWSER_CODE = [
  '**/*.schema.ts',
  '**/*.server.ts',
  '**/*.server.tsx',
  '**/server/**',
  '**/*.test.ts',
];

// `fetch` only in the query layer (docs/layout.md): the browser's requests all go through lib/query.
// Server code that speaks to another server is allowed by name, each for its own reason.
const FETCH_ALLOWED = [
  'lib/query/**',
  // The wire's transport to the operator: credentials, timeouts and retries in one place.
  'lib/ofd/attempt.ts',
  // The other operators' transport (docs/operators.md): their log-ins are POSTs, which the wire's
  // GET-only tries cannot send.
  'lib/ofd/adapter-http.ts',
  // The health probe asks the operator whether it answers at all (docs/outages.md).
  'lib/operator-probe/probe.ts',
  // The mirror copies the operator's documents with its own paging (docs/mirror.md).
  'lib/mirror/server/upstream.ts',
  // Alert webhooks: an outbound POST to the address an administrator set (docs/alerts.md).
  'lib/alerts/server/channels/**',
  '**/*.test.ts',
  '**/testing/**',
  'lib/testing/**',
  'e2e/**',
  'bench/**',
  '.ci/**',
];

// The glossary (docs/conventions.md): the dashboard says register. "cashbox" is the operator's word
// on the wire, so it stays in the wire's schemas, the built-in service and the stand-ins that speak
// the wire; anywhere else a name we declare (variable, parameter, function, type, property) may not
// use it. Naming a wire schema's export (`cashboxSchema`) is fine: that is the wire's name.
const SPEAKS_THE_WIRE = [
  'lib/service/**',
  'lib/ofd/schemas.ts',
  'lib/ofd/schemas/**',
  'lib/mirror/testing/published-stand-in.ts',
  'e2e/**',
];
const CASHBOX = '/[Cc]ashbox/';
const glossaryMessage =
  'Say register, not cashbox: the wire’s name stays in its schemas (docs/conventions.md, glossary).';
const wireWordDeclarations = [
  `:matches(VariableDeclarator, FunctionDeclaration, FunctionExpression, ClassDeclaration, TSTypeAliasDeclaration, TSInterfaceDeclaration, TSEnumDeclaration) > Identifier.id[name=${CASHBOX}]`,
  `:function > Identifier.params[name=${CASHBOX}]`,
  `:function > AssignmentPattern.params > Identifier.left[name=${CASHBOX}]`,
  `ObjectPattern > Property > Identifier.value[name=${CASHBOX}]`,
  `ArrayPattern > Identifier[name=${CASHBOX}]`,
  `RestElement > Identifier[name=${CASHBOX}]`,
  `:matches(TSPropertySignature, PropertyDefinition, MethodDefinition, TSMethodSignature) > Identifier.key[name=${CASHBOX}]`,
].map((selector) => ({ selector, message: glossaryMessage }));

// One rule for process-wide state (docs/conventions.md): Next bundles instrumentation, each route
// and each page apart, each with its own copy of a module, so state kept at a module's top level
// is one per bundle. A value for the whole process goes through lib/process/shared.ts, a cache
// through lib/process/bounded-cache.ts; globalThis and top-level Maps and Sets stay there. A
// top-level Map or Set that is a constant table (filled once, never grows) says so:
//   // eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const STATE_CHECKED = ['lib/**', 'app/**', 'components/**', 'instrumentation.ts', 'proxy.ts'];
const STATE_HOME = [
  'lib/process/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/testing/**',
  'lib/testing/**',
  '**/*.mjs',
];
const stateMessage =
  'Process-wide state goes through lib/process (processShared, BoundedCache): each bundle holds its own copy of a module (docs/conventions.md).';
const processStateDeclarations = [
  `Identifier[name='globalThis']`,
  `Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Map|Set|WeakMap|WeakSet|BoundedCache|AsyncLocalStorage)$/]`,
  `Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Map|Set|WeakMap|WeakSet|BoundedCache|AsyncLocalStorage)$/]`,
].map((selector) => ({ selector, message: stateMessage }));

// Code that holds no React: tests, the browser suite, benches, scripts and the server side. The
// React Compiler's rules compile every function of a file they see (over half of ESLint's time on
// this repository), so they see only the code that can hold a component or a hook.
const NO_REACT = [
  '**/*.test.ts',
  '**/*.mjs',
  '**/*.cjs',
  'e2e/**',
  'bench/**',
  '.ci/**',
  'lib/service/**',
  'lib/testing/**',
  '**/server/**',
  '**/*.server.ts',
  'app/api/**',
];
const reactHooks = nextVitals.find((block) => block.plugins?.['react-hooks']).plugins[
  'react-hooks'
];
const REACT_COMPILER_RULES = Object.fromEntries(
  Object.keys(reactHooks.rules)
    .filter((name) => !['rules-of-hooks', 'exhaustive-deps'].includes(name))
    .map((name) => [`react-hooks/${name}`, 'off']),
);

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    // Playwright fixtures receive a `use` callback that the React hooks rule mistakes for React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  { files: NO_REACT, rules: REACT_COMPILER_RULES },
  {
    // The type checker refuses unused names in TypeScript (tsconfig.json's noUnused*), once.
    files: ['**/*.ts', '**/*.tsx'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    ignores: ZOD_HOMES,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [zodOnlyInItsHomes] }],
    },
  },
  {
    files: BROWSER_CODE,
    ignores: NOT_BROWSER_CODE,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [zodOnlyInItsHomes],
          patterns: [
            {
              group: [
                '**/*.schema',
                '**/schemas',
                '**/schemas/*',
                '**/*-schemas',
                '**/*.server',
                '**/server/*',
                // A feature's server part by its entry (lib/documents/server/index.ts).
                '@/lib/*/server',
                '@/lib/ofd/ids',
                '@/lib/operator/*',
                '@/lib/service',
                '@/lib/service/*',
                '@/lib/ofd/client',
                '@/lib/env',
                '@/lib/app-database/*',
                '@/lib/operator-probe/*',
                '@/lib/export/xlsx',
              ],
              message:
                'Browser code may not import a schema or server module (docs/conventions.md); import its types with `import type`.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    ignores: FETCH_ALLOWED,
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Requests leave from lib/query only (docs/layout.md).' },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    ignores: SPEAKS_THE_WIRE,
    rules: { 'no-restricted-syntax': ['error', ...wireWordDeclarations] },
  },
  // The state rule where the glossary holds too (a later block's no-restricted-syntax replaces an
  // earlier one's for the same file, so each block names every selector that applies).
  {
    files: STATE_CHECKED,
    ignores: [...SPEAKS_THE_WIRE, ...STATE_HOME],
    rules: {
      'no-restricted-syntax': ['error', ...wireWordDeclarations, ...processStateDeclarations],
    },
  },
  {
    files: SPEAKS_THE_WIRE.filter((path) => path.startsWith('lib/')),
    ignores: STATE_HOME,
    rules: { 'no-restricted-syntax': ['error', ...processStateDeclarations] },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'bench/data/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
