import { describe, expect, it } from 'vitest';
import { fromHealthJson, toHealthJson } from './health-json';
import { boardRow } from './testing';

const row = boardRow({ rnm: '0000000000012345', status: 'warning' });

describe('health rows at the API edge', () => {
  it('writes the register number as kktRegId, with no rnm field', () => {
    const json = toHealthJson(row);
    expect(json.kktRegId).toBe('0000000000012345');
    expect(json).not.toHaveProperty('rnm');
    expect(Object.keys(json).slice(0, 2)).toEqual(['organizationId', 'kktRegId']);
  });

  it('reads it back as rnm, everything else unchanged', () => {
    const back = fromHealthJson(JSON.parse(JSON.stringify(toHealthJson(row))));
    expect(back).toEqual(row);
    expect(back).not.toHaveProperty('kktRegId');
  });
});
