import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import type { MessageRef } from './enums';
import { formatItemQuantity } from './format';
import { industryMessages } from './industry-details';
import { MEASURE_CODES, unitText } from './item-unit';
import { MARKING_KINDS, markingText, readMarkingCode } from './marking-code';

// The words a person reads for units and product codes, from the real catalogs: every code of the
// tables has them in both languages, and the receipt's lines read as on paper.

function wordsIn(locale: 'en' | 'ru') {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'Fiscal' });
  return (ref: MessageRef) => t(ref.key as never, ref.values as never);
}
const ru = wordsIn('ru');
const en = wordsIn('en');

const GS1M = readMarkingCode({
  gs1m: {
    rawProductCode: '0104600439931256215ABCDE\u001d93dGVz',
    productIdType: 6,
    gtin: '04600439931256',
    sernum: '5ABCDE',
  },
})!;

describe('units and product codes in words', () => {
  it('reads a quantity with its unit as on paper', () => {
    expect(formatItemQuantity(1.215, unitText({ measure: 11, recognised: true }, ru), 'ru')).toBe(
      '1,215 кг',
    );
    expect(formatItemQuantity(3, unitText({ measure: 0, recognised: true }, ru), 'ru')).toBe(
      '3 шт',
    );
    expect(formatItemQuantity(0.5, unitText({ measure: 41, recognised: true }, en), 'en')).toBe(
      '0.5 l',
    );
  });

  it('says a unit code outside the table is not recognised, with the code', () => {
    expect(unitText({ measure: 99, recognised: false }, ru)).toBe('(единица 99, не распознано)');
    expect(unitText({ measure: 99, recognised: false }, en)).toBe('(unit 99, not recognised)');
  });

  it("reads a marked item's code: kind, GTIN, serial", () => {
    expect(markingText(GS1M, ru)).toBe(
      'GS1 DataMatrix / Честный ЗНАК, GTIN 04600439931256, серийный номер 5ABCDE',
    );
    expect(markingText(GS1M, en)).toBe(
      'GS1 DataMatrix (Chestny ZNAK), GTIN 04600439931256, serial 5ABCDE',
    );
    expect(markingText(readMarkingCode({ ean13: { gtin: '4600439931256' } })!, en)).toBe(
      'EAN-13, GTIN 4600439931256',
    );
    expect(markingText(readMarkingCode({ kmk: { rawProductCode: 'XYZ' } })!, ru)).toBe(
      'Код kmk: XYZ (не распознано)',
    );
  });

  it('reads industry details', () => {
    const parts = industryMessages({ foiv: '030', docDate: '21.11.2023', docNumber: '1944' });
    expect(parts.map(ru).join(', ')).toBe('ФОИВ 030, документ № 1944, от 21.11.2023');
  });

  it('has words for every unit code and code kind in both languages', () => {
    for (const words of [en, ru]) {
      for (const code of MEASURE_CODES) {
        expect(unitText({ measure: code, recognised: true }, words)).not.toMatch(/Fiscal|unit\./);
      }
      for (const kind of MARKING_KINDS) {
        expect(markingText({ kind, recognised: true }, words)).not.toMatch(/Fiscal|marking\./);
      }
    }
  });
});
