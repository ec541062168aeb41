import { faultQueue } from './stand-in-faults.mjs';

// A stand-in operator that pages `documents/by-period` the way the operator publishes it
// (docs/real-operators.md, "Paging"), written from the published description alone and apart from
// the built-in service, so that the dashboard cannot agree with the service by accident:
//   - the first page is asked for without `offset`; `offset` is an opaque base64 cursor naming the
//     last document of the previous page, which the next page does not repeat;
//   - `limit` defaults to 1000, a larger value is served as 1000, below 1 is refused;
//   - `types` filters each scanned page, so a filtered page may be short and still not the last;
//   - the end: `nextOffset` equal to the `offset` sent, on an empty page; a period without
//     documents asked without `offset` answers `{"documents":[],"paging":{}}`;
//   - a cursor before the period starts at the period's start; one after it answers an empty page
//     whose `nextOffset` is the `offset` sent; a malformed or another register's cursor is a 400.
// Documents added later are found by re-asking with the last cursor (incremental sync); one added
// late for a past day sorts behind the cursor, as at the operator, and only a re-read finds it.
// Tests can make it answer a fault on demand (429 with Retry-After, 5xx, 401) and page shorter.
// Used by the unit contract suite (lib/documents/server/published-contract.test.ts) and, through
// e2e/stand-in-operator.mjs, by the browser tests' fault proxy.

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const TYPES = [
  'fiscalReport',
  'fiscalReportCorrection',
  'currentStateReport',
  'openShift',
  'closeShift',
  'receipt',
  'bso',
  'receiptCorrection',
  'bsoCorrection',
  'closeArchive',
];

const error = (status, errorCode, errorCodeId, en) => ({
  status,
  body: {
    errorCodeId,
    errorCode,
    moreInfo: 'https://example.invalid/docs/errors',
    userMessage: { ru: en, en },
  },
});
const INVALID = (what) => error(400, 400000, 'urn:error:request:invalid', `Invalid ${what}`);
const NOT_FOUND = error(404, 404000, 'urn:error:organization:not-found', 'Not found');

const trim = (text) => String(text ?? '').trim();
const bodyOf = (envelope) => Object.values(envelope)[0];
const typeOf = (envelope) => Object.keys(envelope)[0];

/** The document's wall clock as the operator files it: epoch seconds are read in Moscow time. */
function filedAt(body) {
  if (typeof body.localDateTime === 'string') return body.localDateTime.padEnd(19, ':00');
  if (typeof body.dateTime === 'number') {
    return new Date(body.dateTime * 1000 + 3 * 3_600_000).toISOString().slice(0, 19);
  }
  return String(body.dateTime);
}

const keyOf = (entry) => `${entry.at}|${entry.drive}|${String(entry.fd).padStart(10, '0')}`;
const cursorOf = (rnm, entry) => Buffer.from(`${rnm}|${keyOf(entry)}`).toString('base64');

function readCursor(text, rnm) {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined;
  const [owner, ...rest] = Buffer.from(text, 'base64').toString('utf8').split('|');
  if (owner !== rnm || rest.length !== 3 || !DATE_TIME.test(rest[0])) return undefined;
  return rest.join('|');
}

/**
 * @param {{ apiKeyHeader?: string, apiKey?: string, sessionId?: string }} [credentials]
 *   without them any caller is served (behind the fault proxy, which checks its own).
 */
export function createPublishedOperator(credentials = {}) {
  /** orgId → { organization, registers: Map<rnm, { record, entries: [] }> } */
  const organizations = new Map();
  /** How the last page ends: as published, or the variants seen in the wild. */
  let ending = 'published';
  /** Answers a test asked for (429 with Retry-After, a 5xx, a 401), each for the next matching request. */
  const faults = faultQueue();
  /** The operator may send shorter pages than asked (docs/real-operators.md, "Paging"). */
  let pageSize = 1000;

  function registerOf(orgId, rnm) {
    const org = organizations.get(orgId);
    return org?.registers.get(rnm);
  }

  /** Adds documents (envelopes) to a register, kept in the operator's order. */
  function add(orgId, rnm, documents) {
    const register = registerOf(orgId, rnm);
    if (!register) throw new Error(`no register ${rnm} in ${orgId}`);
    for (const envelope of documents) {
      const body = bodyOf(envelope);
      const entry = {
        envelope,
        at: filedAt(body),
        drive: trim(body.fiscalDriveNumber),
        fd: body.fiscalDocumentNumber,
        type: typeOf(envelope),
        key: '',
      };
      // The sort key, made once: a register of thousands of documents is sorted on every add.
      entry.key = keyOf(entry);
      register.entries.push(entry);
    }
    register.entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /** A scenario: an organization, one register record, its documents. Replaces what was there. */
  function seed({ organization, register, documents = [] }) {
    const org = organizations.get(organization.id) ?? { organization, registers: new Map() };
    org.organization = organization;
    org.registers.set(register.regNumber, { record: register, entries: [] });
    organizations.set(organization.id, org);
    add(organization.id, register.regNumber, documents);
  }

  function byPeriod(register, rnm, query) {
    const from = query.get('dateFrom');
    const to = query.get('dateTo');
    if (!from || !to) return INVALID('period');
    if (!DATE_TIME.test(from) || !DATE_TIME.test(to)) {
      return error(400, 400009, 'urn:error:request-parameter:datetime:invalid', 'Bad date-time');
    }
    if (from > to) return error(400, 400002, 'urn:error:request-parameter:period:invalid', 'Bad');
    const limitText = query.get('limit') ?? '1000';
    if (!/^\d+$/.test(limitText) || Number(limitText) < 1) return INVALID('limit');
    const limit = Math.min(pageSize, Number(limitText));
    const typesText = query.get('types');
    const types = typesText ? typesText.split(',') : undefined;
    if (types?.some((type) => !TYPES.includes(type))) return INVALID('types');
    const offset = query.get('offset');
    const after = offset === null ? undefined : readCursor(offset, rnm);
    if (offset !== null && after === undefined) return INVALID('offset');
    if (ending === 'endless') {
      // A broken operator: every answer an empty page with a cursor never seen before.
      const next = Buffer.from(`${rnm}|${from}|endless|${Math.random()}`).toString('base64');
      return { status: 200, body: { documents: [], paging: { nextOffset: next } } };
    }
    const inPeriod = register.entries.filter((e) => e.at >= from && e.at <= `${to}`);
    // A cursor before the period starts at its start; one after it lies past every document.
    const rest = after === undefined ? inPeriod : inPeriod.filter((e) => e.key > after);
    const scanned = rest.slice(0, limit);
    const documents = scanned
      .filter((e) => !types || types.includes(e.type))
      .map((e) => e.envelope);
    if (scanned.length === 0) {
      return {
        status: 200,
        body: { documents: [], paging: offset === null ? {} : { nextOffset: offset } },
      };
    }
    const last = scanned.length === rest.length;
    const nextOffset = cursorOf(rnm, scanned.at(-1));
    if (last && ending === 'null')
      return { status: 200, body: { documents, paging: { nextOffset: null } } };
    if (last && ending === 'missing') return { status: 200, body: { documents } };
    return { status: 200, body: { documents, paging: { nextOffset } } };
  }

  function answer(path, query) {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== 'v2' || parts[1] !== 'organizations') return undefined;
    if (parts.length === 2)
      return { status: 200, body: [...organizations.values()].map((o) => o.organization) };
    const org = organizations.get(parts[2]);
    if (!org) return NOT_FOUND;
    if (parts.length === 3) return { status: 200, body: org.organization };
    if (parts[3] !== 'cashboxes') return NOT_FOUND;
    if (parts.length === 4)
      return { status: 200, body: [...org.registers.values()].map((r) => r.record) };
    const register = org.registers.get(parts[4]);
    if (!register) return error(403, 403002, 'urn:error:access-to:cashbox:forbidden', 'No access');
    if (parts.length === 5) return { status: 200, body: register.record };
    if (parts.length === 7 && parts[5] === 'documents' && parts[6] === 'by-period') {
      return byPeriod(register, parts[4], query);
    }
    return NOT_FOUND;
  }

  function authorized(req) {
    if (!credentials.apiKey) return true;
    const key = req.headers[String(credentials.apiKeyHeader).toLowerCase()];
    return (
      key === credentials.apiKey &&
      req.headers.authorization === `auth.sid ${credentials.sessionId}`
    );
  }

  return {
    seed,
    add,
    /** The next `times` (default 1) requests whose path matches answer `status` with `headers`. */
    fail: faults.add,
    setPageSize(size) {
      pageSize = Math.min(1000, size);
    },
    /** `published` (default), `null` or `missing` nextOffset on the last page, or `endless`. */
    setEnding(next) {
      ending = next;
    },
    clear() {
      organizations.clear();
      faults.clear();
      pageSize = 1000;
      ending = 'published';
    },
    /** The documents of a register, in the operator's order (for tickets-style answers). */
    documentsOf: (orgId, rnm) => registerOf(orgId, rnm)?.entries.map((e) => e.envelope) ?? [],
    /** Answers a request it knows; returns false for anything else (a path of another service). */
    handle(req, res) {
      if (req.method !== 'GET') return false;
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const found = answer(url.pathname, url.searchParams);
      if (!found) return false;
      const fault = faults.take(url.pathname);
      if (fault) {
        const body = error(fault.status, fault.status * 1000, 'urn:error:stand-in:fault', 'Fault');
        res.writeHead(fault.status, { 'Content-Type': 'application/json', ...fault.headers });
        res.end(JSON.stringify(body.body));
        return true;
      }
      const { status, body } = authorized(req)
        ? found
        : error(401, 401002, 'urn:error:request-parameter:auth-sid:required:access-denied', 'No');
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
      return true;
    },
  };
}
