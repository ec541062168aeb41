import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DemoWorld, WorldDocument } from '@/lib/service/seed/world';

// A stand-in operator for the mirror's tests that speaks `documents/by-period` as the operator
// publishes it (docs/real-operators.md), written from that text and apart from the built-in
// service: an opaque cursor naming the last document of the previous page, no `offset` on the
// first page, the end when `nextOffset` comes back unchanged, `{"documents":[],"paging":{}}` for
// an empty period. Documents are ordered by their date-time, so one that arrives late for a past
// day lies behind any cursor and only a re-read of its day finds it. Tests script faults (429,
// 5xx, 401), hold documents back and add them later, and read back every request.

export const STAND_IN_KEY = 'stand-in-key';
export const STAND_IN_SESSION = 'stand-in-session';

type Entry = { type: string; body: WorldDocument['body']; rnm: string };
export type Fault = { status: number; headers?: Record<string, string>; path?: RegExp };
export type Recorded = { path: string; query: URLSearchParams; at: number };

const trimmed = (text: string) => text.trim();
const key = (e: Entry) =>
  `${e.body.dateTime}|${String(e.body.fiscalDocumentNumber).padStart(10, '0')}|${e.body.fiscalDriveNumber}`;
const encode = (e: Entry) => Buffer.from(`${e.rnm}|${key(e)}`).toString('base64');

export async function startStandInOperator(
  world: DemoWorld,
  options: {
    holdBack?: (doc: WorldDocument) => boolean;
    pageDelayMs?: number;
    /** Pages shorter than asked, as the operator may answer (docs/real-operators.md). */
    pageSize?: number;
  } = {},
) {
  const grants = new Map<string, { permissionFrom: string; permissionTo: string }>();
  for (const g of world.grants)
    for (const c of g.cashboxes) if (!grants.has(c.regNumber)) grants.set(c.regNumber, c);
  const byRegister = new Map<string, Entry[]>();
  const held: Entry[] = [];
  for (const doc of world.documents()) {
    const entry = { type: doc.type, body: doc.body, rnm: trimmed(doc.body.kktRegId) };
    if (options.holdBack?.(doc)) held.push(entry);
    else byRegister.set(entry.rnm, [...(byRegister.get(entry.rnm) ?? []), entry]);
  }
  for (const list of byRegister.values()) list.sort((a, b) => (key(a) < key(b) ? -1 : 1));
  function add(entry: Entry) {
    const list = byRegister.get(entry.rnm) ?? [];
    list.push(entry);
    list.sort((a, b) => (key(a) < key(b) ? -1 : 1));
    byRegister.set(entry.rnm, list);
  }
  const faults: Fault[] = [];
  const requests: Recorded[] = [];
  let rejectAll = false;

  const send = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, id: string) =>
    send(res, status, {
      errorCodeId: id,
      errorCode: status * 1000,
      moreInfo: '',
      userMessage: { ru: id, en: id },
    });

  function cashboxRecord(rnm: string) {
    const c = world.cashboxes.find((x) => x.regNumber === rnm)!;
    return {
      regNumber: c.regNumber,
      serialNumber: c.serialNumber,
      name: c.name,
      modelName: c.modelName,
      kpp: c.kpp,
      salesPointName: c.salesPointName,
      address: c.addresses.at(-1)!.address,
      addresses: c.addresses,
      fiscalDrives: c.fiscalDrives.map((d) => ({ fiscalDriverNumber: d.fiscalDriveNumber })),
      ...grants.get(rnm)!,
    };
  }

  function byPeriod(res: ServerResponse, rnm: string, q: URLSearchParams) {
    const from = q.get('dateFrom') ?? '';
    const to = q.get('dateTo') ?? '';
    const limit = Math.min(Number(q.get('limit') ?? 1000), 1000, options.pageSize ?? 1000);
    const offset = q.get('offset');
    if (
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(from) ||
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(to) ||
      limit < 1
    ) {
      return error(res, 400, 'urn:error:request:invalid');
    }
    const all = byRegister.get(rnm) ?? [];
    let after = '';
    if (offset !== null) {
      const decoded = Buffer.from(offset, 'base64').toString();
      const [owner, ...rest] = decoded.split('|');
      if (owner !== rnm || rest.length !== 3) return error(res, 400, 'urn:error:request:invalid');
      after = rest.join('|');
      // A cursor after the period: an empty page that sends it back.
      if (after > `${to}|9999999999|`)
        return send(res, 200, { documents: [], paging: { nextOffset: offset } });
    }
    const page = all
      .filter((e) => e.body.dateTime >= from && e.body.dateTime <= to && key(e) > after)
      .slice(0, limit);
    const last = page.at(-1);
    if (!last && offset === null) return send(res, 200, { documents: [], paging: {} });
    send(res, 200, {
      documents: page.map((e) => ({ [e.type]: e.body })),
      paging: { nextOffset: last ? encode(last) : offset },
    });
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push({ path: url.pathname, query: url.searchParams, at: Date.now() });
    const respond = () => {
      const fault = faults.findIndex((f) => !f.path || f.path.test(url.pathname));
      if (fault >= 0) {
        const [f] = faults.splice(fault, 1);
        return send(res, f!.status, {}, f!.headers);
      }
      if (
        rejectAll ||
        req.headers['x-vendor-ofd-apikey'] !== STAND_IN_KEY ||
        req.headers.authorization !== `auth.sid ${STAND_IN_SESSION}`
      ) {
        return error(res, 401, 'urn:error:request-parameter:auth-sid:required:access-denied');
      }
      const parts = url.pathname.split('/').filter(Boolean);
      if (parts.join('/') === 'v2/organizations') return send(res, 200, world.organizations);
      const org = parts[2];
      if (parts.length === 4 && parts[3] === 'cashboxes') {
        return send(
          res,
          200,
          world.cashboxes
            .filter((c) => c.organizationId === org)
            .map((c) => cashboxRecord(c.regNumber)),
        );
      }
      if (parts.length === 7 && parts[5] === 'documents' && parts[6] === 'by-period') {
        return byPeriod(res, parts[4]!, url.searchParams);
      }
      error(res, 404, 'urn:error:documents:document:not-found');
    };
    if (options.pageDelayMs && url.pathname.endsWith('by-period'))
      setTimeout(respond, options.pageDelayMs);
    else respond();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    /** The next matching request answers this instead. */
    fault: (f: Fault) => void faults.push(f),
    rejectCredentials: () => void (rejectAll = true),
    /** Documents held back at the start arrive now. */
    release: () => void held.splice(0).forEach(add),
    /** What the credentials may read of a register: its documents inside its window. */
    visible: (rnm: string) => {
      const w = grants.get(rnm);
      return (byRegister.get(rnm) ?? [])
        .filter(
          (e) => w && e.body.dateTime >= w.permissionFrom && e.body.dateTime <= w.permissionTo,
        )
        .map((e) => e.body);
    },
    /** Adds a document as if the register had just sent it. */
    add: (type: string, body: WorldDocument['body']) =>
      add({ type, body, rnm: trimmed(body.kktRegId) }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StandInOperator = Awaited<ReturnType<typeof startStandInOperator>>;
