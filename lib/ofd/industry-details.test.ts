import { describe, expect, it } from 'vitest';
import { industryMessages, readIndustryDetails } from './industry-details';

const DETAIL = {
  idFoiv: '030',
  foundationDocDateTime: '21.11.2023',
  foundationDocNumber: '1944',
  industryPropValue: 'UUID=a1b2c3d4-0000-4000-8000-000000000001&Time=1700000000000',
};

describe('readIndustryDetails (tag 1260)', () => {
  it('reads a list and a single object alike', () => {
    const expected = {
      foiv: '030',
      docDate: '21.11.2023',
      docNumber: '1944',
      value: DETAIL.industryPropValue,
    };
    expect(readIndustryDetails([DETAIL])).toEqual({ details: [expected], ok: true });
    expect(readIndustryDetails(DETAIL)).toEqual({ details: [expected], ok: true });
  });

  it('reads a date sent as epoch seconds as its calendar date', () => {
    const read = readIndustryDetails({ ...DETAIL, foundationDocDateTime: 1700524800 });
    expect(read?.details[0]?.docDate).toBe('2023-11-21');
  });

  it('leaves out an entry of another shape and says so', () => {
    expect(readIndustryDetails([DETAIL, 'x'])).toMatchObject({ ok: false });
    expect(readIndustryDetails('x')).toEqual({ details: [], ok: false });
    expect(readIndustryDetails(null)).toBeUndefined();
  });
});

describe('industryMessages', () => {
  it('says each part that is present, in the order a person reads them', () => {
    expect(industryMessages({ foiv: '030', docNumber: '1944', docDate: '21.11.2023' })).toEqual([
      { key: 'industry.foiv', values: { foiv: '030' } },
      { key: 'industry.docNumber', values: { number: '1944' } },
      { key: 'industry.docDate', values: { date: '21.11.2023' } },
    ]);
    expect(industryMessages({})).toEqual([]);
  });
});
