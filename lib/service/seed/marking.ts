import type { MarkedGood } from './catalogue';
import type { Rng } from './prng';

// The marking fields of a marked good on a receipt (docs/fiscal-rules.md, "Units and marking
// codes"): tag 1163 `productCodeNew` as a GS1 DataMatrix code (`gs1m`, productIdType 6) with the
// code as scanned — AI 01 GTIN, AI 21 serial, then GS and AI 93 the verification key — and, for
// some, tag 1260 `itemsIndustryDetails`: the marking system's answer to the register's online
// check (in a café, its "horeca" mode).

const ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'];
/** Serial lengths of the product groups' codes: dairy and water 6, tobacco packs 7, shoes 13. */
const SERIAL_LENGTH: Record<MarkedGood['group'], number> = {
  milk: 6,
  water: 6,
  tobacco: 7,
  shoes: 13,
};
const GS = '\u001d';
const INDUSTRY_SHARE = 0.6;

function chars(rng: Rng, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += rng.pick(ALPHABET);
  return out;
}

/**
 * `productCodeNew` and, now and then, `itemsIndustryDetails` of one marked line sold at `checkedAt`
 * (milliseconds since the epoch, the moment of the online check); `horeca` for a café.
 */
export function markingFields(
  rng: Rng,
  good: MarkedGood,
  checkedAt: number,
  horeca: boolean,
): Record<string, unknown> {
  const sernum = chars(rng, SERIAL_LENGTH[good.group]);
  const rawProductCode = `01${good.gtin}21${sernum}${GS}93${chars(rng, 4)}`;
  const fields: Record<string, unknown> = {
    productCodeNew: { gs1m: { rawProductCode, productIdType: 6, gtin: good.gtin, sernum } },
  };
  if (rng.chance(INDUSTRY_SHARE)) {
    fields.itemsIndustryDetails = [
      {
        idFoiv: '030',
        foundationDocDateTime: '26.03.2022',
        foundationDocNumber: '477',
        industryPropValue: horeca ? 'mode=horeca' : `UUID=${rng.guid()}&Time=${checkedAt}`,
      },
    ];
  }
  return fields;
}
