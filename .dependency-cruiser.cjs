// The stack of lib/ (docs/layout.md), checked by `npm run lint`. From the ground up: basics, the
// wire, operator access, features, the API and query layers, components, app. A layer imports
// only layers below it (or itself); the built-in service stands beside the dashboard and is
// reached only through its public face, lib/service/index.ts. Tests and test support may reach
// further down and sideways: they are not part of the stack.

// Process-wide state (lib/process): beneath every layer, since every layer keeps some.
const PROCESS = '^lib/process/';
const BASICS =
  '^lib/(dates|text|urls|i18n|postgres|ui|database-outage|background|cli|launch|problems)/|^lib/(env|env-connections|log|demo-credentials)[.]ts$';
const WIRE = '^lib/ofd/';
const ACCESS = '^lib/(operator|metrics)/';
// The documents slice spans two floors: its contract and server parts are a feature, its client
// part (the browser's queries and the period load) stands in the query layer beside lib/query.
const FEATURES =
  '^lib/(auth|app-database|export|registers|overview|health|operator-probe|lookup|alerts|mirror|receipt-search|security|settings)/|^lib/documents/(?!client/)';
const EDGE = '^lib/(api|query|documents/client)/';
const COMPONENTS = '^components/';
const SERVICE = '^lib/service/';
// Tests and their helpers: outside the stack, they may import whatever they exercise.
const TEST_SUPPORT =
  '[.]test[.]tsx?$|[.]pg[.]test[.]ts$|(^|/)testing/|^lib/testing/|^e2e/|^bench/|(^|/)test-[^/]+[.]ts$';
// What the dashboard may name of the service: its public face (lib/service/index.ts), and the
// refusals the front door gives on its paths (lib/service/refusal.ts, apart so as not to load the
// store), from where it is mounted: app/v1 and app/v2 through app/_service, the front door
// (proxy.ts, instrumentation.ts).
const SERVICE_FACE = '^lib/service/(index|refusal)[.]ts$';
const SERVICE_MOUNT = '^app/(v1|v2|_service)/|^(proxy|instrumentation)[.]ts$';
// The mirror copies a real operator into the service's store and serves it through the service's
// handler: the one feature that uses the service, through the same face.
const MIRROR = '^lib/mirror/server/';
// The documents slice (docs/layout.md): the rest of the app reaches it only through the entry of
// each part, so that what lies inside can move without touching its callers. The documents'
// export (its answer, table and labels) is the exception: the export route names it directly, so
// that the server part's entry does not bring the export pipeline to every route. The server part
// has a second, narrow entry for the progress route (server/progress.ts): a period's load alone,
// without the answers over it.
const DOCUMENTS = '^lib/documents/';
const DOCUMENTS_ENTRIES =
  '^lib/documents/(contract|server|client)/index[.]ts$|^lib/documents/server/progress[.]ts$';
const DOCUMENTS_EXPORT = '^lib/documents/(export-answer|export-rows|export-labels)[.]ts$';

const below = (layer, allowed) => ({
  name: `${layer.name}-stays-below`,
  comment: `${layer.name} may import only ${allowed.names} (docs/layout.md)`,
  severity: 'error',
  from: { path: layer.path, pathNot: TEST_SUPPORT },
  to: {
    path: '^(lib|components|app)/|^(proxy|instrumentation)[.]ts$',
    pathNot: `${allowed.paths}|${PROCESS}`,
  },
});

const layers = [
  { name: 'process', path: PROCESS, allowed: [PROCESS], names: 'only itself' },
  { name: 'basics', path: BASICS, allowed: [BASICS], names: 'basics' },
  { name: 'wire', path: WIRE, allowed: [BASICS, WIRE], names: 'basics and the wire' },
  {
    name: 'operator-access',
    path: ACCESS,
    allowed: [BASICS, WIRE, ACCESS, '^lib/auth/server/(scope|viewer|errors)[.]ts$'],
    names: 'basics, the wire and the person a call acts for',
  },
  {
    name: 'features',
    path: FEATURES,
    allowed: [BASICS, WIRE, ACCESS, FEATURES, SERVICE_FACE],
    names: 'basics, the wire, operator access, other features (and the mirror the service face)',
  },
  {
    name: 'api-and-query',
    path: EDGE,
    allowed: [BASICS, WIRE, ACCESS, FEATURES, EDGE],
    names: 'the layers below and each other',
  },
  {
    name: 'components',
    path: COMPONENTS,
    allowed: [BASICS, WIRE, ACCESS, FEATURES, EDGE, COMPONENTS],
    names: 'lib/ and other components',
  },
  {
    name: 'service',
    path: SERVICE,
    allowed: [BASICS, WIRE, SERVICE],
    names: 'basics, the wire and itself: it stands beside the dashboard',
  },
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import cycle ties its modules into one; break it by moving the shared part down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layers.map((layer) =>
      below(layer, { paths: layer.allowed.map((p) => `(${p})`).join('|'), names: layer.names }),
    ),
    {
      name: 'documents-only-through-its-entries',
      comment:
        'Outside lib/documents, import the documents slice from lib/documents/contract, lib/documents/server or lib/documents/client (their index.ts), never a module inside them.',
      severity: 'error',
      from: { pathNot: `${DOCUMENTS}|${TEST_SUPPORT}` },
      to: { path: DOCUMENTS, pathNot: `${DOCUMENTS_ENTRIES}|${DOCUMENTS_EXPORT}` },
    },
    {
      name: 'documents-contract-stands-alone',
      comment:
        'The documents contract is shared by the server and the browser: it imports neither part.',
      severity: 'error',
      from: { path: '^lib/documents/contract/', pathNot: TEST_SUPPORT },
      to: { path: '^lib/documents/(server|client)/' },
    },
    {
      name: 'documents-client-not-server',
      comment:
        "The documents slice's client part runs in the browser: it never imports the server part.",
      severity: 'error',
      from: { path: '^lib/documents/client/', pathNot: TEST_SUPPORT },
      to: { path: '^lib/documents/server/' },
    },
    {
      name: 'service-only-through-its-face',
      comment:
        'The dashboard reaches the built-in service only where it mounts it and from the mirror, through lib/service/index.ts.',
      severity: 'error',
      from: { pathNot: `${SERVICE}|${SERVICE_MOUNT}|${MIRROR}|${TEST_SUPPORT}` },
      to: { path: SERVICE },
    },
    {
      name: 'service-mount-through-its-face',
      comment:
        'app/v1, app/v2, app/_service and the mirror use the public face, not the service inside.',
      severity: 'error',
      from: { path: `${SERVICE_MOUNT}|${MIRROR}`, pathNot: TEST_SUPPORT },
      to: { path: SERVICE, pathNot: SERVICE_FACE },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|[.]next|[.]data|bench/data|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
