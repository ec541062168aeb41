// The Taxcom stand-in of the browser tests (e2e/taxcom-operator.mjs), served by the fault proxy
// beside the operator it stands between: the second dashboard has it configured as a second
// connection (`taxcom1`, playwright.config.ts). Its world is made from the real receipts of the
// corpus (lib/ofd/testing/real-receipts, read here with a few lines of plain Node, since the proxy
// runs without TypeScript) over the last three days, so a spec recomputes it to know what to expect.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { taxcomWorld } from './taxcom-operator.mjs';

const CORPUS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../lib/ofd/testing/real-receipts',
);

export const TAXCOM_E2E = {
  name: 'taxcom1',
  title: 'Такском',
  integratorId: 'e2e-integrator-7c1f',
  login: 'e2e-owner@taxcom.example',
  password: 'e2e-taxcom-password-5b0d',
  inn: '7704211201',
  rnm: '0000000001047959',
  drive: '9999078945337305',
  shortName: 'ООО "Стенд Такском"',
};

function bodiesIn(value, found) {
  if (Array.isArray(value)) value.forEach((v) => bodiesIn(v, found));
  else if (value && typeof value === 'object') {
    if ('totalSum' in value && Array.isArray(value.items)) found.push(value);
    else Object.values(value).forEach((v) => bodiesIn(v, found));
  }
  return found;
}

/** Receipts in kopecks with items and an operation, in the corpus's order, with their file. */
function corpusReceipts(count) {
  const sources = JSON.parse(readFileSync(path.join(CORPUS, 'sources.json'), 'utf8'));
  const out = [];
  for (const source of sources.filter((s) => s.units === 'kopecks')) {
    const text = readFileSync(path.join(CORPUS, 'files', source.file), 'utf8').replace(
      /^\uFEFF/,
      '',
    );
    bodiesIn(JSON.parse(text), []).forEach((body, index) => {
      if (typeof body.totalSum === 'number' && [1, 2, 3, 4].includes(body.operationType)) {
        out.push({ id: `${source.file}#${index}`, body });
      }
    });
    if (out.length >= count) break;
  }
  return out.slice(0, count);
}

const dateOf = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The three days before today (UTC), oldest first: every one lies in the past wherever read. */
export function taxcomDays(now = Date.now()) {
  return [3, 2, 1].map((ago) => dateOf(now - ago * 86_400_000));
}

export function taxcomE2eWorld(now = Date.now()) {
  return taxcomWorld({
    receipts: corpusReceipts(9),
    days: taxcomDays(now),
    inn: TAXCOM_E2E.inn,
    rnm: TAXCOM_E2E.rnm,
    drives: [TAXCOM_E2E.drive],
  });
}
