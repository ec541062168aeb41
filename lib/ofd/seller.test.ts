import { describe, expect, it } from 'vitest';
import { sellerOf } from './seller';

const ORG = { shortName: 'ООО "Ромашка"', inn: '7707083893' };

describe('the seller of a receipt', () => {
  it('is the one the document names, with the record shown only when it differs', () => {
    expect(sellerOf({ user: 'ИП Петров П. П.', userInn: '500100732259  ' }, ORG)).toEqual({
      name: 'ИП Петров П. П.',
      inn: '500100732259',
      recordName: ORG.shortName,
      recordInn: ORG.inn,
    });
  });

  it('does not repeat the record when the document agrees, spacing and case aside', () => {
    expect(sellerOf({ user: ' ооо  "ромашка" ', userInn: '7707083893' }, ORG)).toEqual({
      name: 'ооо  "ромашка"',
      inn: ORG.inn,
    });
  });

  it('falls back to the record when the document names no one', () => {
    expect(sellerOf({ user: '  ', userInn: undefined }, ORG)).toEqual({
      name: ORG.shortName,
      inn: ORG.inn,
    });
  });
});
