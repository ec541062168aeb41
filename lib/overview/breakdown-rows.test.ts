import { describe, expect, it } from 'vitest';
import { breakdownRows } from './breakdown-rows';
import type { OverviewAnswer, OverviewRegister } from './contract';

const figures = { income: 100, net: 100, receipts: 1 } as unknown as OverviewRegister['current'];
const register = (more: Partial<OverviewRegister>): OverviewRegister => ({
  orgId: 'org-a',
  orgName: 'Ромашка',
  rnm: '0000000001000001',
  name: 'Касса 1',
  salesPoint: 'Точка',
  address: '',
  window: { from: '2024-01-01T00:00:00', to: '2030-01-01T00:00:00' },
  coverage: 'full',
  previousCoverage: 'full',
  current: figures,
  previous: figures,
  ...more,
});
const answer = (registers: OverviewRegister[]) => ({ registers }) as OverviewAnswer;

describe('breakdownRows', () => {
  it('names the operator of each point and register when its organization names one', () => {
    const registers = [
      register({ operator: 'Наш оператор' }),
      register({ orgId: 'taxcom1~1', rnm: '0000000001047959', operator: 'Такском' }),
    ];
    expect(breakdownRows(answer(registers), 'registers').map((r) => r.operator)).toEqual([
      'Наш оператор',
      'Такском',
    ]);
    expect(breakdownRows(answer(registers), 'points').map((r) => r.operator)).toEqual([
      'Наш оператор',
      'Такском',
    ]);
  });

  it('names none with a single operator', () => {
    const rows = breakdownRows(answer([register({})]), 'registers');
    expect(rows[0]).not.toHaveProperty('operator');
  });
});
