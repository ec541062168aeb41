// Receipt-check services publish the tax service's receipt bodies in a dialect of their own: sums
// in rubles with decimals (`"totalSum": 314.15`), `fiscalSign` and `fiscalDocumentFormatVer` as
// strings, absent tags as null (docs/import.md). The operator protocol never sends it, so the
// dashboard's reader does not accept it; an import converts it to kopecks and says so.

type Body = Record<string, unknown>;

/** Money fields of a receipt body, of its items and of its FFD 1.2 VAT list. */
const BODY_MONEY =
  /^(totalSum|cashTotalSum|ecashTotalSum|prepaidSum|creditSum|provisionSum|prePaymentTotalSum|postPaymentTotalSum|considerationTotalSum|nds.*)$/;
const ITEM_MONEY = /^(sum|price|ndsSum|nds(?!$|Type$).*)$/;
const NUMERIC_TEXT = ['fiscalSign', 'fiscalDocumentFormatVer'] as const;

const isObject = (v: unknown): v is Body =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const hasFraction = (v: unknown) => typeof v === 'number' && !Number.isInteger(v);

/** Whether a body is in the rubles dialect: a sum with decimals, or numbers sent as text. */
export function isRublesDialect(body: Body): boolean {
  if (NUMERIC_TEXT.some((name) => typeof body[name] === 'string' && /^\d+$/.test(body[name]))) {
    return true;
  }
  const items = Array.isArray(body.items) ? body.items.filter(isObject) : [];
  return (
    Object.entries(body).some(([k, v]) => BODY_MONEY.test(k) && hasFraction(v)) ||
    items.some((item) =>
      Object.entries(item).some(([k, v]) => ITEM_MONEY.test(k) && hasFraction(v)),
    )
  );
}

const kopecks = (v: unknown) => (typeof v === 'number' ? Math.round(v * 100) : v);

function convert(into: Body, money: RegExp) {
  for (const [key, value] of Object.entries(into)) {
    if (value === null) delete into[key];
    else if (money.test(key) && typeof value === 'number') into[key] = kopecks(value);
  }
}

/** Converts a body in the rubles dialect to the operator's (kopecks, numbers); false when it is not one. */
export function fromRublesDialect(body: Body): boolean {
  if (!isRublesDialect(body)) return false;
  convert(body, BODY_MONEY);
  for (const name of NUMERIC_TEXT) {
    const value = body[name];
    if (typeof value === 'string' && /^\d+$/.test(value)) body[name] = Number(value);
  }
  if (Array.isArray(body.items)) {
    body.items = body.items.map((item) => {
      if (!isObject(item)) return item;
      const copy = { ...item };
      convert(copy, ITEM_MONEY);
      return copy;
    });
  }
  const list = isObject(body.amountsReceiptNds) ? body.amountsReceiptNds.amountsNds : undefined;
  if (Array.isArray(list)) {
    body.amountsReceiptNds = {
      ...(body.amountsReceiptNds as Body),
      amountsNds: list.map((entry) =>
        isObject(entry) ? { ...entry, ndsSum: kopecks(entry.ndsSum) } : entry,
      ),
    };
  }
  return true;
}
