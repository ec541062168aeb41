import 'server-only';
import type { ConnectionSettings } from '@/lib/env';
import { processShared } from '@/lib/process/shared';
import type { OperatorCall } from './local-copy';

// Which connection answers a call of our protocol (docs/operators.md, "Ids"). The default
// connection keeps its operator's organization ids as they are; every other one names its
// organizations `<connection>~<id>`, so a call is routed by the organization it names. The
// `tickets` paths name an INN instead: it is routed to the connection that listed an organization
// with that INN, and to the default one otherwise.

const SEPARATOR = '~';

export function namespacedId(connection: string, id: string): string {
  return `${connection}${SEPARATOR}${id}`;
}

/** The connection a namespaced id names and its own id there; undefined for the default's ids. */
function splitId(
  connections: readonly ConnectionSettings[],
  id: string,
): { connection: ConnectionSettings; id: string } | undefined {
  const at = id.indexOf(SEPARATOR);
  if (at < 1) return undefined;
  const connection = connections.find((c) => c.name === id.slice(0, at));
  return connection ? { connection, id: id.slice(at + 1) } : undefined;
}

/** The connection that holds this organization; undefined for the default connection's. */
export function connectionOf(
  connections: readonly ConnectionSettings[],
  orgId: string,
): ConnectionSettings | undefined {
  return splitId(connections, orgId)?.connection;
}

// Process-shared: a list read in one bundle routes the calls another bundle makes.
const innOwners = () => processShared('ofd.connection-inns', () => new Map<string, string>());

/** Notes that `connection` listed an organization with this INN (its `tickets` go there). */
export function rememberInn(connection: string, inn: string): void {
  if (inn) innOwners().set(inn, connection);
}

export type Routed = {
  connection: ConnectionSettings;
  /** The call's parameters with the organization's own id. */
  params: Record<string, string>;
};

/** The connection that answers `call`, or undefined for the default one. */
export function routeCall(
  connections: readonly ConnectionSettings[],
  call: OperatorCall,
  via?: string,
): Routed | undefined {
  if (connections.length === 0 && via === undefined) return undefined;
  const { orgId, inn } = call.params;
  if (orgId !== undefined) {
    const split = splitId(connections, orgId);
    return split && { connection: split.connection, params: { ...call.params, orgId: split.id } };
  }
  const name = via ?? (inn === undefined ? undefined : innOwners().get(inn));
  const connection = connections.find((c) => c.name === name);
  if (via !== undefined && !connection) throw new RangeError(`No connection named ${via}`);
  return connection && { connection, params: call.params };
}
