// A fault-injecting proxy between a second dashboard instance and the real app's built-in service,
// for e2e specs of "operator unreachable", "credentials rejected" and friends: a browser cannot
// intercept the server's own fetches, so the faults are made here, on real sockets.
//
//   POST /__fault/mode {"mode":"500"}  switch mode (pass | 500 | slow | delay | 401 | garbage | cut
//                                      | reset | 429 | no-statistics: an operator without the
//                                      statistics operations, 404 for them and everything else passed)
//   POST /__fault/mode {"mode":"delay","delayMs":1200}  every request answered, each one that much later
//   GET  /__fault/mode                 {"mode":"pass","seen":3}: the mode and requests seen since set
//   GET  /__fault/health               readiness probe for Playwright
//   POST /__fault/taxcom-down, /__fault/ofdru-down  that stand-in answers 503 until a mode is set
//
// The dashboard instance behind it is configured with its own, non-demo credentials
// (FAULT_ACCEPT_KEY / FAULT_ACCEPT_SESSION); the proxy swaps exactly those for the demo
// integrator's (FAULT_FORWARD_KEY / FAULT_FORWARD_SESSION), so the second instance shows real demo
// data while holding secrets that appear nowhere in the source. Anything else passes unchanged.
import { createServer, request as httpRequest } from 'node:http';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { standIn } from './stand-in-operator.mjs';
import { createOfdRuOperator } from './ofdru-operator.mjs';
import { OFDRU_E2E } from './ofdru-stand-in.mjs';
import { ofdRuWorld } from './ofdru-world.mjs';
import { createTaxcomOperator } from './taxcom-operator.mjs';
import { TAXCOM_E2E, taxcomE2eWorld } from './taxcom-stand-in.mjs';

const port = Number(process.env.FAULT_PROXY_PORT ?? 3110);
const target = new URL(process.env.FAULT_TARGET ?? 'http://127.0.0.1:3100');
const keyHeader = (process.env.FAULT_KEY_HEADER ?? 'X-Vendor-Ofd-ApiKey').toLowerCase();
const accept = { key: process.env.FAULT_ACCEPT_KEY, session: process.env.FAULT_ACCEPT_SESSION };
const forward = { key: process.env.FAULT_FORWARD_KEY, session: process.env.FAULT_FORWARD_SESSION };
const MODES = [
  'pass',
  '500',
  'slow',
  'delay',
  '401',
  'garbage',
  'cut',
  'reset',
  '429',
  'no-statistics',
];
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host'];

let mode = 'pass';
let delayMs = 1000;
let seen = 0;

function json(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function admin(req, res) {
  if (req.url === '/__fault/health') return json(res, 200, { ok: true });
  // The Taxcom stand-in down (503 for its organizations) until the mode is set again.
  if (req.url === '/__fault/taxcom-down' && req.method === 'POST') {
    taxcom.fail({ status: 503, path: /AccountList/, times: Number.MAX_SAFE_INTEGER });
    return json(res, 200, { ok: true });
  }
  // The OFD.ru stand-in down (503 for every call, its log-in too) until the mode is set again.
  if (req.url === '/__fault/ofdru-down' && req.method === 'POST') {
    ofdru.fail({ status: 503, path: /^\/api\//, times: Number.MAX_SAFE_INTEGER });
    return json(res, 200, { ok: true });
  }
  if (req.url !== '/__fault/mode') return json(res, 404, { error: 'unknown admin path' });
  if (req.method === 'GET') return json(res, 200, { mode, seen });
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const { mode: next, delayMs: delay } = parseJson(body || '{}') ?? {};
    if (!MODES.includes(next)) return json(res, 400, { error: `mode must be one of ${MODES}` });
    mode = next;
    // Passing again is the rig's reset between tests: the other operators' stand-ins answer again.
    if (next === 'pass') {
      taxcom.recover();
      ofdru.recover();
    }
    if (Number.isInteger(delay) && delay >= 0 && delay <= 10_000) delayMs = delay;
    seen = 0;
    json(res, 200, { mode, seen });
  });
}

function swapCredentials(headers) {
  const out = { ...headers };
  for (const name of HOP_BY_HOP) delete out[name];
  const sid = String(out.authorization ?? '').replace(/^auth\.sid /, '');
  if (accept.key && out[keyHeader] === accept.key && sid === accept.session) {
    out[keyHeader] = forward.key;
    out.authorization = `auth.sid ${forward.session}`;
  }
  return out;
}

function pass(req, res) {
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: swapCredentials(req.headers),
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.on('error', () => res.destroy());
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  res.on('error', () => upstream.destroy());
  req.pipe(upstream);
}

const FAULTS = {
  pass,
  500: (_req, res) => json(res, 500, { message: 'internal error' }),
  // Never answers in time: the dashboard's deadline (OFD_TIMEOUT_MS) must end the wait.
  slow: (req, res) => {
    const timer = setTimeout(() => pass(req, res), 60_000);
    res.on('close', () => clearTimeout(timer));
  },
  // A slow but working operator: a period loads day by day, visibly.
  delay: (req, res) => {
    const timer = setTimeout(() => pass(req, res), delayMs);
    res.on('close', () => clearTimeout(timer));
  },
  401: (_req, res) =>
    json(res, 401, {
      errorCodeId: 'urn:error:request-parameter:auth-sid:required:access-denied',
      errorCode: 401002,
      moreInfo: 'https://example.invalid/docs/errors',
      userMessage: { ru: 'Сессия истекла', en: 'Session expired' },
    }),
  garbage: (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<html><body><h1>Maintenance</h1></body></html>');
  },
  cut: (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '10000' });
    res.write('[{"id":"');
    setTimeout(() => res.destroy(), 20);
  },
  reset: (req) => req.socket.resetAndDestroy(),
  429: (_req, res) => json(res, 429, {}, { 'Retry-After': '1' }),
  'no-statistics': (req, res) => {
    if (!new URL(req.url ?? '/', 'http://x').pathname.includes('/statistics/'))
      return pass(req, res);
    json(res, 404, {
      errorCodeId: 'urn:error:request:path:not-found',
      errorCode: 404002,
      moreInfo: 'https://example.invalid/docs/errors',
      userMessage: { ru: 'Путь не найден', en: 'Path not found' },
    });
  },
};

/** The built-in service's organization list, for the stand-in operator to add its own to. */
function listed(req) {
  return (then) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        headers: swapCredentials(req.headers),
      },
      (answer) => {
        // Whatever comes back (compressed, garbage, cut short), the list is the service's
        // organizations or none: the proxy itself must never fall over (docs/testing.md).
        const body = [];
        const decoded = decoder(answer.headers['content-encoding']);
        const stream = decoded ? answer.pipe(decoded) : answer;
        stream.on('data', (chunk) => body.push(chunk));
        stream.on('end', () => {
          const list = parseJson(Buffer.concat(body).toString('utf8'));
          done(answer.statusCode === 200 && Array.isArray(list) ? list : []);
        });
        stream.on('error', () => done([]));
        answer.on('error', () => done([]));
        answer.on('aborted', () => done([]));
      },
    );
    let answered = false;
    const done = (list) => {
      if (answered) return;
      answered = true;
      then(list);
    };
    upstream.on('error', () => done([]));
    upstream.end();
  };
}

function decoder(encoding) {
  if (encoding === 'gzip' || encoding === 'x-gzip') return createGunzip();
  if (encoding === 'br') return createBrotliDecompress();
  if (encoding === 'deflate') return createInflate();
  return null;
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// A second operator of another kind (e2e/taxcom-stand-in.mjs): its own protocol under /API/v2,
// never touched by the modes above, so that one operator down leaves the other working.
const taxcom = createTaxcomOperator({ ...TAXCOM_E2E, world: taxcomE2eWorld() });
// A third of a third kind (e2e/ofdru-stand-in.mjs), under /api/Authorization and /api/integration.
const ofdru = createOfdRuOperator({ ...OFDRU_E2E, world: ofdRuWorld() });

createServer((req, res) => {
  if (req.url?.startsWith('/__fault/')) return admin(req, res);
  if (taxcom.handle(req, res)) return;
  if (ofdru.handle(req, res)) return;
  seen += 1;
  // With no fault set, the stand-in operator answers for its own organization (e2e/faults).
  if (mode === 'pass' && standIn(req, res, json, listed(req))) return;
  FAULTS[mode](req, res);
}).listen(port, '127.0.0.1', () => {
  console.log(`fault proxy on 127.0.0.1:${port} → ${target.origin}`);
});
