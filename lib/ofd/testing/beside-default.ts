import { afterAll, beforeAll } from 'vitest';
import type { ConnectionSettings } from '@/lib/env';
import { answerByPath, setUpFakeOperator } from '@/lib/testing/fake-upstream';

// Two connections at once for a test file (docs/operators.md): the default operator, a fake on
// loopback titled «Наш оператор» that lists one organization, and another connection's stand-in
// beside it, configured through the variables a person would set (lib/env-connections.ts).

const DEFAULT_ORG = { id: 'org-a', inn: '7700000001', shortName: 'Ромашка' };

type Started = { connection: ConnectionSettings; close: () => Promise<void> };

/** A connection's settings as its variables: `baseUrl` → `OFD_<NAME>_BASE_URL`, lists comma-joined. */
function variablesOf(connection: ConnectionSettings): Record<string, string> {
  const prefix = `OFD_${connection.name.toUpperCase()}_`;
  const variables: Record<string, string> = { OFD_CONNECTIONS: connection.name };
  for (const [field, value] of Object.entries(connection)) {
    if (field === 'name') continue;
    const variable = `${prefix}${field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    variables[variable] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return variables;
}

/** Sets both up around the file; `paths` adds the default operator's answers by path. */
export function besideDefault<S extends Started>(
  name: string,
  start: () => Promise<S>,
  paths: Record<string, unknown> = {},
) {
  const upstream = setUpFakeOperator(
    name,
    answerByPath({
      '/v2/organizations': [DEFAULT_ORG],
      '/v2/organizations/org-a': DEFAULT_ORG,
      ...paths,
    }),
    { OFD_TIMEOUT_MS: '5000', OFD_TITLE: 'Наш оператор' },
  );
  let started: S | undefined;
  beforeAll(async () => {
    started = await start();
    Object.assign(process.env, variablesOf(started.connection));
  });
  afterAll(() => started?.close());
  return { upstream, standIn: () => started! };
}
