import 'server-only';
import { visibleOrganizationIds, visibleTo } from '@/lib/auth/server/scope';
import type { ConnectionSettings } from '@/lib/env';
import { logEvent } from '@/lib/log';
import { namespacedId } from '@/lib/ofd/connections';
import { OfdError } from '@/lib/ofd/errors';
import type { OrganizationView } from '@/lib/ofd/views';
import { processShared } from '@/lib/process/shared';

// The organizations list across connections (docs/operators.md): each row names the connection it
// came through; a connection that fails makes only its own rows say so. Its rows are then the last
// ones it listed in this process, or, when it never answered, one row that names the connection.

const lastListed = () =>
  processShared('operator.last-listed', () => new Map<string, OrganizationView[]>());

/** The row with its connection's title (none when only the default one is configured). */
export function withOperator(org: OrganizationView, title: string | undefined): OrganizationView {
  return title === undefined ? org : { ...org, operator: title };
}

/** A connection's rows as it just listed them, remembered for when it fails. */
export function listedBy(connection: ConnectionSettings, rows: OrganizationView[]) {
  lastListed().set(connection.name, rows);
  return rows;
}

/**
 * The rows of a connection that failed, cut to the person's grant like any list: the remembered
 * rows one by one, the row naming the connection only to whom may see some organization of it.
 */
export async function unavailableRows(
  connection: ConnectionSettings,
  error: unknown,
): Promise<OrganizationView[]> {
  // A programming error is not an operator that is down.
  if (!(error instanceof OfdError)) throw error;
  logEvent('warn', 'ofd.connection-unavailable', {
    connection: connection.name,
    outcome: error.kind,
  });
  const known = lastListed().get(connection.name);
  if (known?.length) {
    return visibleTo(
      known.map((row) => ({ ...row, unavailable: error.kind })),
      (row) => row.id,
    );
  }
  const visible = await visibleOrganizationIds();
  const prefix = namespacedId(connection.name, '');
  if (visible !== 'all' && ![...visible].some((id) => id.startsWith(prefix))) return [];
  return [
    {
      id: namespacedId(connection.name, '-'),
      inn: '',
      kpp: '',
      ogrn: '',
      shortName: connection.title,
      fullName: '',
      operator: connection.title,
      unavailable: error.kind,
    },
  ];
}
