import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublishedOperator } from '@/e2e/published-operator.mjs';
import type { DemoWorld, WorldDocument } from '@/lib/service/seed/world';

// The mirror's tests and bench read the stand-in operator that pages `documents/by-period` as the
// operator publishes it (e2e/published-operator.mjs, written from the published description and
// apart from the built-in service), seeded here with a demo world on a loopback HTTP server. On top
// of it: the requests it received (to count pages), a delay per page (to kill a sync mid-way),
// documents held back and released later, and what the credentials may read (to compare copies).

export const STAND_IN_KEY = 'stand-in-key';
export const STAND_IN_SESSION = 'stand-in-session';
const API_KEY_HEADER = 'X-Vendor-Ofd-ApiKey';

export type Fault = { status: number; headers?: Record<string, string>; path?: RegExp };
export type Recorded = { path: string; query: URLSearchParams; at: number };
type Body = WorldDocument['body'];

export async function startStandInOperator(
  world: DemoWorld,
  options: {
    holdBack?: (doc: WorldDocument) => boolean;
    pageDelayMs?: number;
    /** Pages shorter than asked, as the operator may answer (docs/real-operators.md). */
    pageSize?: number;
  } = {},
) {
  const operator = createPublishedOperator({
    apiKeyHeader: API_KEY_HEADER,
    apiKey: STAND_IN_KEY,
    sessionId: STAND_IN_SESSION,
  });
  if (options.pageSize) operator.setPageSize(options.pageSize);
  const windows = new Map<string, { permissionFrom: string; permissionTo: string }>();
  for (const g of world.grants)
    for (const c of g.cashboxes) if (!windows.has(c.regNumber)) windows.set(c.regNumber, c);
  const orgOf = new Map(world.cashboxes.map((c) => [c.regNumber, c.organizationId]));
  const envelope = (type: string, body: Body) => ({ [type]: body as Record<string, unknown> });

  const held: { rnm: string; doc: Record<string, Record<string, unknown>> }[] = [];
  const documents = new Map<string, Record<string, Record<string, unknown>>[]>();
  for (const doc of world.documents()) {
    const rnm = doc.body.kktRegId.trim();
    const sent = envelope(doc.type, doc.body);
    if (options.holdBack?.(doc)) held.push({ rnm, doc: sent });
    else {
      const list = documents.get(rnm);
      if (list) list.push(sent);
      else documents.set(rnm, [sent]);
    }
  }
  for (const c of world.cashboxes) {
    operator.seed({
      organization: world.organizations.find((o) => o.id === c.organizationId)!,
      register: {
        regNumber: c.regNumber,
        serialNumber: c.serialNumber,
        name: c.name,
        modelName: c.modelName,
        kpp: c.kpp,
        salesPointName: c.salesPointName,
        address: c.addresses.at(-1)!.address,
        addresses: c.addresses,
        fiscalDrives: c.fiscalDrives.map((d) => ({ fiscalDriverNumber: d.fiscalDriveNumber })),
        ...windows.get(c.regNumber)!,
      },
      documents: documents.get(c.regNumber) ?? [],
    });
  }

  /** The deprecated `tickets/{fd}` still answers one document by number (the receipt page). */
  const TICKET = /^\/v1\/integration\/inns\/\d+\/kkts\/(\d+)\/fss\/(\d+)\/tickets\/(\d+)$/;
  function ticket(path: string) {
    const [, rnm, drive, fd] = TICKET.exec(path) ?? [];
    if (!rnm) return undefined;
    return operator.documentsOf(orgOf.get(rnm) ?? '', rnm).find((e) => {
      const body = Object.values(e)[0]!;
      return (
        String(body.fiscalDriveNumber).trim() === drive && body.fiscalDocumentNumber === Number(fd)
      );
    });
  }

  const requests: Recorded[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push({ path: url.pathname, query: url.searchParams, at: Date.now() });
    const respond = () => {
      if (operator.handle(req, res)) return;
      const found = ticket(url.pathname);
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      res.end(found ? JSON.stringify(found) : '{"errorCodeId":"urn:error:document:not-found"}');
    };
    if (options.pageDelayMs && url.pathname.endsWith('by-period'))
      setTimeout(respond, options.pageDelayMs);
    else respond();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const add = (rnm: string, doc: Record<string, Record<string, unknown>>) =>
    operator.add(orgOf.get(rnm)!, rnm, [doc]);
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    /** The next matching request answers this instead (429 with Retry-After, 5xx, 401). */
    fault: (f: Fault) => operator.fail(f),
    /** Every later request is refused as unauthorized. */
    rejectCredentials: () => operator.fail({ status: 401, times: Infinity }),
    /** Documents held back at the start arrive now. */
    release: () => void held.splice(0).forEach((h) => add(h.rnm, h.doc)),
    /** What the credentials may read of a register: its documents inside its window. */
    visible: (rnm: string): Body[] => {
      const w = windows.get(rnm);
      return operator
        .documentsOf(orgOf.get(rnm) ?? '', rnm)
        .map((e) => Object.values(e)[0] as unknown as Body)
        .filter((b) => w && b.dateTime >= w.permissionFrom && b.dateTime <= w.permissionTo);
    },
    /** Sends any element for a register, however malformed (a body that names no register). */
    addTo: (rnm: string, element: Record<string, unknown>) =>
      add(rnm, element as Record<string, Record<string, unknown>>),
    /** Adds a document as if the register had just sent it. */
    add: (type: string, body: Body) => add(body.kktRegId.trim(), envelope(type, body)),
    /** The operator goes away: every connection is refused until `resume`. */
    stop,
    /** The operator is back, at the same address. */
    resume: () => new Promise<void>((resolve) => void server.listen(port, '127.0.0.1', resolve)),
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}

export type StandInOperator = Awaited<ReturnType<typeof startStandInOperator>>;
