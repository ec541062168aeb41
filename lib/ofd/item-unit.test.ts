import { describe, expect, it } from 'vitest';
import { MEASURE_CODES, readUnit, unitMessage, unitText } from './item-unit';

const words = (ref: { key: string; values?: Record<string, string | number> }) =>
  ref.values ? `${ref.key}(${Object.values(ref.values).join()})` : ref.key;

describe('item units (tag 2108, tag 1197)', () => {
  it('knows the table of tag 2108, pieces to terabytes and "other"', () => {
    expect(MEASURE_CODES).toHaveLength(24);
    for (const code of [0, 10, 11, 12, 22, 32, 41, 42, 50, 51, 70, 73, 83, 255]) {
      expect(readUnit(code, undefined)).toEqual({ measure: code, recognised: true });
    }
  });

  it('names a known code by its key and an unknown one by its code, not recognised', () => {
    expect(unitMessage({ measure: 11, recognised: true })).toEqual({ key: 'unit.11' });
    const unknown = readUnit(99, undefined)!;
    expect(unknown).toEqual({ measure: 99, recognised: false });
    expect(unitMessage(unknown)).toEqual({ key: 'unit.unknown', values: { code: 99 } });
    for (const code of [1, 13, 84, 254, 256])
      expect(readUnit(code, undefined)?.recognised).toBe(false);
  });

  it('reads the older free text, and prefers the code when both are sent', () => {
    expect(readUnit(undefined, 'пачка')).toEqual({ text: 'пачка', recognised: true });
    expect(unitText({ text: 'пачка', recognised: true }, words)).toBe('пачка');
    expect(unitText({ measure: 0, recognised: true }, words)).toBe('unit.0');
    expect(readUnit(11, 'кг')).toEqual({ measure: 11, recognised: true });
    expect(readUnit(undefined, '')).toBeUndefined();
    expect(readUnit(undefined, undefined)).toBeUndefined();
  });
});
