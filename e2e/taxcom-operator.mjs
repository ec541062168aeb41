import { faultQueue } from './stand-in-faults.mjs';

// A stand-in for Taxcom's integrator API («Такском-Касса», API v2), written from its published text
// alone (docs/operators.md, "Sources") and apart from the dashboard's adapter, so that the adapter
// cannot pass by agreeing with itself. What it does, and where the text is unsure the stricter thing:
//   - `POST /API/v2/Login` with `Integrator-ID` and `{login, password, agreementNumber?}` gives a
//     `sessionToken` bound to one agreement; every other call sends it as `Session-Token`;
//   - a token lives `tokenLifetimeMs` (5 minutes) from its last use; an expired one answers 401 with
//     `apiErrorCode` 2109; every login gives a new token (as one client saw; the help says the live
//     one is given back), so a client cannot count on getting the same one;
//   - lists answer `{reportDate, counts:{recordCount, recordFilteredCount, recordInResponceCount},
//     records}` paged by `pn` (from 1) and `ps` (1–1000, default 1000); `ps` outside that is a 400;
//   - `DocumentInfo` keys its document by FNS tag numbers: money in kopecks, quantities as strings
//     ("1.000000"), the fiscal sign base64 (6 bytes), tag 1012 in UTC and the QR code (1196) in the
//     register's local time;
//   - errors answer `{httpErrorCode, apiErrorCode, commonDescription, details}`; 3103 an unknown
//     drive, 3105 an unknown shift; the other codes here are assumed (docs/operators.md);
//   - faults on demand: any status (429 with `Retry-After`, 5xx) for the next matching requests, and
//     every token expired after a given number of calls (a session that ends mid-walk).
// The receipts it serves are real ones (lib/ofd/testing/real-receipts, with their provenance), given
// by the caller in the tax-service family and turned into tags here with this file's own table.

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

// The FNS tags of the fields a receipt carries (the fiscal format's tables), written for the
// stand-in: the adapter keeps its own table (lib/ofd/taxcom/tags.ts).
const RECEIPT_TAGS = {
  user: '1048',
  userInn: '1018',
  operator: '1021',
  retailPlaceAddress: '1009',
  retailPlace: '1187',
  totalSum: '1020',
  cashTotalSum: '1031',
  ecashTotalSum: '1081',
  prepaidSum: '1215',
  creditSum: '1216',
  provisionSum: '1217',
  nds18: '1102',
  nds20: '1102',
  nds10: '1103',
  nds0: '1104',
  ndsNo: '1105',
  nds18118: '1106',
  nds10110: '1107',
  operationType: '1054',
  taxationType: '1055',
  buyerPhoneOrAddress: '1008',
  fiscalDocumentFormatVer: '1209',
};
const ITEM_TAGS = {
  name: '1030',
  price: '1079',
  sum: '1043',
  nds: '1199',
  ndsSum: '1200',
  paymentType: '1214',
  productType: '1212',
  itemsQuantityMeasure: '2108',
  unit: '1197',
};

const error = (status, apiErrorCode, commonDescription, details = '') => ({
  status,
  body: { httpErrorCode: status, apiErrorCode, commonDescription, details },
});
const EXPIRED = error(401, 2109, 'Истек срок действия маркера доступа');
// Assumed codes (not published): a missing or unknown token, a refused login, a bad parameter.
const NO_TOKEN = error(401, 2108, 'Не передан или не найден маркер доступа');
const BAD_LOGIN = error(401, 2101, 'Неверный логин, пароль или ID интегратора');
const BAD_PARAMETER = (name) => error(400, 1001, 'Некорректный параметр запроса', name);
const NO_DRIVE = error(404, 3103, 'ККТ не найдена');
const NO_SHIFT = error(404, 3105, 'Смена не найдена');
const NO_DOCUMENT = error(404, 3106, 'Документ не найден');
const NO_OUTLET = error(404, 3101, 'Торговая точка не найдена');

const pad2 = (n) => String(n).padStart(2, '0');
const isoOf = (ms) => new Date(ms).toISOString().slice(0, 19);

/** The printed 4-byte sign under two made-up high bytes: the 6-byte value, base64. */
function sixByteSign(printed) {
  const bytes = Buffer.alloc(6);
  bytes.writeUInt16BE(0x1a2b, 0);
  bytes.writeUInt32BE(printed >>> 0, 2);
  return bytes.toString('base64');
}

function itemTags(item) {
  const out = {};
  for (const [name, tag] of Object.entries(ITEM_TAGS))
    if (item[name] !== undefined) out[tag] = item[name];
  if (item.quantity !== undefined) out['1023'] = Number(item.quantity).toFixed(6);
  return out;
}

/**
 * One receipt of the corpus as Taxcom files it, re-stamped onto the stand-in's register: its own
 * seller, register, drive, number, time and sign; its money, VAT and items as published.
 */
function receiptTags(body, stamp) {
  const out = { ...stamp.head };
  for (const [name, tag] of Object.entries(RECEIPT_TAGS)) {
    if (body[name] !== undefined && out[tag] === undefined) out[tag] = body[name];
  }
  if (Array.isArray(body.items)) out['1059'] = body.items.map(itemTags);
  const total = Number(body.totalSum ?? 0);
  const operation = Number(body.operationType ?? 1);
  out['1196'] =
    `t=${stamp.local.replace(/[-:]/g, '').slice(0, 13)}&s=${(total / 100).toFixed(2)}` +
    `&fn=${stamp.fn}&i=${stamp.fd}&fp=${stamp.printed}&n=${operation}`;
  return out;
}

/**
 * A world: one agreement, one outlet, one register with its drives, a shift a day from `days`
 * (local dates), each shift an opening report, `perShift` receipts and a closing report. The
 * register's clock is UTC + `offsetHours`.
 */
export function taxcomWorld({
  receipts,
  days,
  perShift = 3,
  offsetHours = 3,
  inn = '7704211201',
  agreementNumber = 'ТК-0001',
  rnm = '0000000001047959',
  drives = ['9999078945337305'],
  address = 'г. Москва, ул. Тверская, д. 1',
}) {
  const documents = [];
  let shiftNumber = 0;
  let receiptIndex = 0;
  const driveOf = (dayIndex) =>
    drives[
      Math.min(drives.length - 1, Math.floor((dayIndex * drives.length) / Math.max(1, days.length)))
    ];
  const fdByDrive = new Map();
  days.forEach((day, dayIndex) => {
    const fn = driveOf(dayIndex);
    shiftNumber += 1;
    const at = (minutes) => {
      const local = `${day}T${pad2(9 + Math.floor(minutes / 60))}:${pad2(minutes % 60)}:${pad2(minutes % 53)}`;
      const utc = isoOf(Date.parse(`${local}Z`) - offsetHours * 3_600_000);
      return { local, utc };
    };
    const push = (type, minutes, body) => {
      const fd = (fdByDrive.get(fn) ?? 0) + 1;
      fdByDrive.set(fn, fd);
      const { local, utc } = at(minutes);
      const printed = 1_000_000_000 + fd * 7919 + shiftNumber;
      const head = {
        1012: utc,
        1037: rnm,
        1041: fn,
        1040: fd,
        1077: sixByteSign(printed),
        1038: shiftNumber,
        1018: inn,
        1048: 'ООО "Стенд Такском"',
        1009: address,
      };
      const tags = body ? receiptTags(body.body, { head, local, fn, fd, printed }) : head;
      if (body) tags['1042'] = fd - 1;
      documents.push({ fn, shift: shiftNumber, fd, type, local, tags, provenance: body?.id });
    };
    push(2, 0);
    for (let i = 0; i < perShift; i++) {
      const receipt = receipts[receiptIndex++ % receipts.length];
      push(3, 10 + i * 7, receipt);
    }
    push(5, 10 + perShift * 7 + 5);
  });
  const shifts = [...new Set(documents.map((d) => `${d.fn}|${d.shift}`))].map((key) => {
    const [fn, shift] = key.split('|');
    const own = documents.filter((d) => d.fn === fn && d.shift === Number(shift));
    return { fn, shiftNumber: Number(shift), open: own[0].local, close: own.at(-1).local };
  });
  return {
    agreements: [{ agreementNumber, companyName: 'ООО "Стенд Такском"', inn }],
    outlets: [
      {
        id: 'a3f1c0de-0000-4000-8000-000000000001',
        name: 'Точка на Тверской',
        code: '1',
        address,
        agreementNumber,
      },
    ],
    registers: [
      {
        outletId: 'a3f1c0de-0000-4000-8000-000000000001',
        kktRegNumber: rnm,
        kktFactoryNumber: '00106700123456',
        kktModelName: 'АТОЛ 30Ф',
        name: 'Касса 1',
        fnFactoryNumber: drives.at(-1),
        // The current drive's registration: the morning of its first day.
        fnRegDateTime: `${days[days.findIndex((_, i) => driveOf(i) === drives.at(-1))]}T08:00:00`,
        drives,
      },
    ],
    shifts,
    documents,
  };
}

export function createTaxcomOperator({
  integratorId,
  login,
  password,
  world,
  tokenLifetimeMs = 300_000,
  now = () => Date.now(),
}) {
  /** token → { agreementNumber, lastUse } */
  const tokens = new Map();
  const faults = faultQueue();
  let expireAfter;
  let issued = 0;
  const calls = [];

  function page(records, query) {
    const pn = query.get('pn') ?? '1';
    const ps = query.get('ps') ?? '1000';
    if (!/^[1-9]\d*$/.test(pn)) return BAD_PARAMETER('pn');
    if (!/^\d+$/.test(ps) || Number(ps) < 1 || Number(ps) > 1000) return BAD_PARAMETER('ps');
    const size = Number(ps);
    const slice = records.slice((Number(pn) - 1) * size, Number(pn) * size);
    return {
      status: 200,
      body: {
        reportDate: isoOf(now()),
        counts: {
          recordCount: records.length,
          recordFilteredCount: records.length,
          recordInResponceCount: slice.length,
        },
        records: slice,
      },
    };
  }

  function loginAnswer(headers, body) {
    if (headers['integrator-id'] !== integratorId) return BAD_LOGIN;
    if (!body || body.login !== login || body.password !== password) return BAD_LOGIN;
    const agreementNumber = body.agreementNumber ?? world.agreements[0].agreementNumber;
    if (!world.agreements.some((a) => a.agreementNumber === agreementNumber)) return BAD_LOGIN;
    issued += 1;
    const token = Buffer.from(`taxcom-${issued}-${agreementNumber}`).toString('base64url');
    tokens.set(token, { agreementNumber, lastUse: now() });
    return { status: 200, body: { sessionToken: token } };
  }

  function session(headers) {
    const token = headers['session-token'];
    const found = typeof token === 'string' ? tokens.get(token) : undefined;
    if (!found) return { refusal: NO_TOKEN };
    if (now() - found.lastUse > tokenLifetimeMs) {
      tokens.delete(token);
      return { refusal: EXPIRED };
    }
    if (expireAfter !== undefined && --expireAfter < 0) {
      expireAfter = undefined;
      tokens.clear();
      return { refusal: EXPIRED };
    }
    found.lastUse = now();
    return { agreementNumber: found.agreementNumber };
  }

  const registersOf = (agreementNumber) => {
    const outlets = world.outlets.filter((o) => o.agreementNumber === agreementNumber);
    return world.registers.filter((r) => outlets.some((o) => o.id === r.outletId));
  };
  const ownsDrive = (agreementNumber, fn) =>
    registersOf(agreementNumber).some((r) => r.drives.includes(fn));

  function answer(path, query, agreementNumber) {
    switch (path) {
      case '/API/v2/AccountList':
        return page(world.agreements, query);
      case '/API/v2/OutletList': {
        const outlets = world.outlets.filter((o) => o.agreementNumber === agreementNumber);
        return page(
          outlets.map(({ id, name, code, address }) => ({
            id,
            name,
            code,
            address,
            cashdeskCount: 1,
          })),
          query,
        );
      }
      case '/API/v2/KKTList': {
        const id = query.get('id');
        if (!id) return BAD_PARAMETER('id');
        const outlet = world.outlets.find(
          (o) => o.id === id && o.agreementNumber === agreementNumber,
        );
        if (!outlet) return NO_OUTLET;
        const list = world.registers.filter((r) => r.outletId === id);
        return page(
          list.map((r) => ({
            kktRegNumber: r.kktRegNumber,
            kktFactoryNumber: r.kktFactoryNumber,
            kktModelName: r.kktModelName,
            name: r.name,
            fnFactoryNumber: r.fnFactoryNumber,
            fnRegDateTime: r.fnRegDateTime,
            cashdeskState: 'Active',
          })),
          query,
        );
      }
      case '/API/v2/FnHistory': {
        const rnm = query.get('kktRegNumber');
        const register = registersOf(agreementNumber).find((r) => r.kktRegNumber === rnm);
        if (!register) return error(404, 3102, 'ККТ не найдена');
        return page(
          register.drives.map((fn) => ({ fn })),
          query,
        );
      }
      case '/API/v2/ShiftList': {
        const fn = query.get('fn');
        const begin = query.get('begin');
        const end = query.get('end');
        if (!begin || !DATE_TIME.test(begin)) return BAD_PARAMETER('begin');
        if (!end || !DATE_TIME.test(end) || end < begin) return BAD_PARAMETER('end');
        if (!fn || !ownsDrive(agreementNumber, fn)) return NO_DRIVE;
        const list = world.shifts
          .filter((s) => s.fn === fn && s.open <= end && s.close >= begin)
          .map((s) => ({
            fnFactoryNumber: s.fn,
            shiftNumber: s.shiftNumber,
            openDateTime: s.open,
            closeDateTime: s.close,
            receiptCount: world.documents.filter(
              (d) => d.fn === s.fn && d.shift === s.shiftNumber && d.type === 3,
            ).length,
          }));
        return page(list, query);
      }
      case '/API/v2/DocumentList': {
        const fn = query.get('fn');
        const shift = Number(query.get('shift'));
        if (!fn || !ownsDrive(agreementNumber, fn)) return NO_DRIVE;
        if (!world.shifts.some((s) => s.fn === fn && s.shiftNumber === shift)) return NO_SHIFT;
        const types = query.getAll('type').map(Number);
        if (types.some((t) => ![2, 21, 3, 31, 4, 41, 5].includes(t))) return BAD_PARAMETER('type');
        const list = world.documents
          .filter(
            (d) =>
              d.fn === fn && d.shift === shift && (types.length === 0 || types.includes(d.type)),
          )
          .map((d) => ({
            fnFactoryNumber: d.fn,
            shiftNumber: d.shift,
            documentType: d.type,
            dateTime: d.tags['1012'],
            fdNumber: d.fd,
            fpd: String(Buffer.from(d.tags['1077'], 'base64').readUInt32BE(2)),
            sum: d.tags['1020'] ?? 0,
          }));
        return page(list, query);
      }
      case '/API/v2/DocumentInfo': {
        const fn = query.get('fn');
        const fd = Number(query.get('fd'));
        if (!fn || !ownsDrive(agreementNumber, fn)) return NO_DRIVE;
        const found = world.documents.find((d) => d.fn === fn && d.fd === fd);
        if (!found) return NO_DOCUMENT;
        return {
          status: 200,
          body: {
            reportDate: isoOf(now()),
            documentFormatDate: '21.03.2017',
            documentFormatVersion: '2',
            documentType: found.type,
            document: found.tags,
          },
        };
      }
      default:
        return error(404, 1000, 'Метод не найден', path);
    }
  }

  function send(res, { status, body, headers = {} }) {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  }

  function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (!url.pathname.startsWith('/API/v2/')) return false;
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    const fault = faults.take(url.pathname);
    if (fault) {
      const refusal = error(fault.status, fault.apiErrorCode ?? 0, 'Сбой по запросу теста');
      send(res, { ...refusal, headers: fault.headers });
      return true;
    }
    if (url.pathname === '/API/v2/Login') {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        let body;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          body = undefined;
        }
        send(
          res,
          req.method === 'POST'
            ? loginAnswer(req.headers, body)
            : error(405, 1002, 'Метод не поддерживается'),
        );
      });
      return true;
    }
    if (req.method !== 'GET') {
      send(res, error(405, 1002, 'Метод не поддерживается'));
      return true;
    }
    const known = session(req.headers);
    send(res, known.refusal ?? answer(url.pathname, url.searchParams, known.agreementNumber));
    return true;
  }

  return {
    handle,
    /** Answers `status` to the next `times` requests whose path matches (all when no path). */
    fail: faults.add,
    /** Forgets every fault still waiting: the stand-in answers again. */
    recover: faults.clear,
    /** Every token ends after `count` more authenticated calls: a session that expires mid-walk. */
    expireAfter(count) {
      expireAfter = count;
    },
    /** The requests seen, `METHOD /path?query`, oldest first. */
    calls,
    logins: () => issued,
    world,
  };
}
