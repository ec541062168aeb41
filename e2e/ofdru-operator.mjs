import { faultQueue } from './stand-in-faults.mjs';

// A stand-in for OFD.ru's integration API («API ОФД»), written from its published text alone
// (docs/operators-ofdru.md: its developer pages and public clients) and apart from the
// dashboard's adapter, so that the adapter cannot pass by agreeing with itself. What it does, and
// where the text is unsure the stricter thing:
//   - `POST /api/Authorization/CreateAuthToken {Login, Password}` gives `{AuthToken,
//     ExpirationDateUtc}`; every other call sends the token as the `AuthToken` query parameter;
//     a token unknown or past its end answers 401; every log-in gives a new token;
//   - every answer is wrapped: `{Status: "Success", Data}`; a refusal of what was asked (an INN the
//     log-in may not read, an unknown register, a window it will not serve) is HTTP 200 with
//     `{Status: "Failed", Errors: ["…"]}`, as its developer pages say a request "succeeds" with 200
//     whatever its data; the texts are assumed;
//   - `GET /api/integration/v2/inn/{inn}/kkts` lists the registers, one current drive each;
//   - `GET …/inn/{inn}/kkt/{rnm}/receipts-info?dateFrom&dateTo` lists receipts by local time, no
//     cursor; a window longer than one calendar day is refused, since the clients walk day by day;
//   - `GET …/inn/{inn}/kkt/{rnm}/zreports?dateFrom&dateTo` lists the closed shifts (their closing
//     reports) opened in the window, each with its opening and closing report's number and time;
//     a shift still open has no report; a window longer than 30 days is refused, as a client does;
//   - receipts carry OFD.ru's own names (`DocNumber`, `FnNumber`, `DocDateTime`, `TotalSumm`, `Items` with
//     `NDS_Rate`, `NDS_Summ`, `ProductUnitOfMeasure`); for a line without VAT `NDS_Summ` holds the
//     line's amount; the 20% total is `Nds18_TotalSumm`, and for a receipt of 2026 that field holds
//     the standard rate's amount (22%), since no other name is published;
//   - faults on demand: any status (429 with `Retry-After`, 5xx) for the next matching requests,
//     and every token ended at once or after a number of calls (a session that ends mid-walk).

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

export function createOfdRuOperator({ login, password, world, tokenLifetimeMs = 86_400_000, now }) {
  const clock = now ?? (() => Date.now());
  const tokens = new Map();
  const faults = faultQueue();
  const calls = [];
  let logins = 0;
  let serial = 0;
  let endAfter;

  const failed = (message) => ({ status: 200, body: { Status: 'Failed', Errors: [message] } });
  const success = (Data) => ({ status: 200, body: { Status: 'Success', Data } });

  function createToken(body) {
    let parsed;
    try {
      parsed = JSON.parse(body || '{}');
    } catch {
      return { status: 400, body: { Status: 'Failed', Errors: ['Неверный запрос'] } };
    }
    if (parsed.Login !== login || parsed.Password !== password) {
      return { status: 401, body: { Status: 'Failed', Errors: ['Не авторизован'] } };
    }
    logins += 1;
    const AuthToken = `ofdru-${++serial}-${Math.random().toString(36).slice(2)}`;
    const ends = clock() + tokenLifetimeMs;
    tokens.set(AuthToken, ends);
    // UTC, without a zone suffix, as the clients read it.
    return {
      status: 200,
      body: { AuthToken, ExpirationDateUtc: new Date(ends).toISOString().slice(0, 19) },
    };
  }

  function answer(inn, rest, query) {
    const organization = world.organizations.find((o) => o.inn === inn);
    if (!organization) return failed('Нет доступа к ИНН');
    if (rest === 'kkts') {
      const only = query.get('KKTRegNumber');
      const listed = organization.registers
        .filter((r) => !only || r.KktRegId === only)
        .map(({ receipts, ...kkt }) => (receipts, kkt));
      return success(listed);
    }
    const match = /^kkt\/(\d+)\/(receipts-info|zreports)$/.exec(rest);
    if (!match) return { status: 404, body: { Status: 'Failed', Errors: ['Не найдено'] } };
    const register = organization.registers.find((r) => r.KktRegId === match[1]);
    if (!register) return failed('ККТ не найдена');
    const from = query.get('dateFrom') ?? '';
    const to = query.get('dateTo') ?? '';
    if (!DATE_TIME.test(from) || !DATE_TIME.test(to) || from > to) {
      return failed('Неверный период');
    }
    if (match[2] === 'zreports') return shiftReports(inn, register, from, to);
    if (from.slice(0, 10) !== to.slice(0, 10)) return failed('Период больше суток');
    const within = register.receipts.filter((r) => r.DocDateTime >= from && r.DocDateTime <= to);
    return success(
      within.map((r) => ({
        FnNumber: register.FnNumber,
        KktRegNumber: register.KktRegId,
        UserInn: inn,
        ...r,
      })),
    );
  }

  function shiftReports(inn, register, from, to) {
    if (Date.parse(`${to}Z`) - Date.parse(`${from}Z`) > 30 * 86_400_000) {
      return failed('Период больше 30 дней');
    }
    const closed = register.shifts.filter(
      (s) =>
        s.Close_DocNumber !== undefined && s.Open_DocDateTime >= from && s.Open_DocDateTime <= to,
    );
    return success(
      closed.map((s) => ({
        Id: `7a0c5e3b-0000-4000-8000-${String(s.Close_DocNumber).padStart(12, '0')}`,
        UserInn: inn,
        KktRegNumber: register.KktRegId,
        ...s,
        ShiftDocsCount: s.Close_DocNumber - s.Open_DocNumber + 1,
      })),
    );
  }

  function route(method, url, body) {
    if (method === 'POST' && url.pathname === '/api/Authorization/CreateAuthToken') {
      return createToken(body);
    }
    const match = /^\/api\/integration\/v2\/inn\/(\d+)\/(.+)$/.exec(url.pathname);
    if (method !== 'GET' || !match)
      return { status: 404, body: { Status: 'Failed', Errors: ['Не найдено'] } };
    if (endAfter !== undefined && --endAfter < 0) {
      endAfter = undefined;
      for (const token of tokens.keys()) tokens.set(token, clock());
    }
    const ends = tokens.get(url.searchParams.get('AuthToken') ?? '');
    if (ends === undefined || ends <= clock()) {
      return { status: 401, body: { Status: 'Failed', Errors: ['Не авторизован'] } };
    }
    return answer(match[1], match[2], url.searchParams);
  }

  function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (
      !url.pathname.startsWith('/api/Authorization/') &&
      !url.pathname.startsWith('/api/integration/')
    ) {
      return false;
    }
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      calls.push(`${req.method} ${url.pathname}`);
      const fault = faults.take(url.pathname);
      const reply = fault
        ? {
            status: fault.status,
            headers: fault.headers,
            body: { Status: 'Failed', Errors: ['Ошибка'] },
          }
        : route(req.method, url, Buffer.concat(chunks).toString('utf8'));
      res.writeHead(reply.status, {
        'Content-Type': 'application/json; charset=utf-8',
        ...reply.headers,
      });
      res.end(JSON.stringify(reply.body));
    });
    return true;
  }

  return {
    handle,
    /** The next `times` requests whose path matches answer `status` (with `headers`). */
    fail: faults.add,
    /** Every faulty answer still due is dropped. */
    recover: faults.clear,
    /** Every token issued so far ends now: the next call with one is refused with 401. */
    endTokens() {
      for (const token of tokens.keys()) tokens.set(token, clock());
    },
    /** Every token ends after `count` more calls that send one: a session that ends mid-walk. */
    endTokensAfter(count) {
      endAfter = count;
    },
    calls,
    logins: () => logins,
    world,
  };
}
