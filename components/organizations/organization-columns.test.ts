import { describe, expect, it } from 'vitest';
import { getOrganizationColumns, type OrganizationRow } from './organization-columns';

// The organizations list sorts and searches each column by the value the column shows.

const words: Record<string, string> = { defaultOperator: 'Основной оператор', unknown: '—' };
const t = ((key: string) => key) as unknown as Parameters<typeof getOrganizationColumns>[0]['t'];
const terms = ((key: string) => words[key] ?? key) as unknown as Parameters<
  typeof getOrganizationColumns
>[0]['terms'];

const row = (more: Partial<OrganizationRow>): OrganizationRow => ({
  id: 'org-1',
  shortName: 'ООО "Стенд"',
  fullName: '',
  inn: '7704123450',
  kpp: '',
  ogrn: '',
  registers: 1,
  ...more,
});

const value = (id: string, of: OrganizationRow) => {
  const column = getOrganizationColumns({ t, terms, operators: true }).find((c) => c.id === id);
  return (column as { accessorFn: (row: OrganizationRow, index: number) => unknown }).accessorFn(
    of,
    0,
  );
};

describe('the organizations columns', () => {
  it('give the default connection the name they show for it', () => {
    expect(value('operator', row({}))).toBe('Основной оператор');
    expect(value('operator', row({ operator: 'Такском' }))).toBe('Такском');
  });

  it('leave a count the operator did not give empty, sorted as every column sorts its empty cells', () => {
    expect(value('registers', row({ registers: null }))).toBeNull();
    expect(value('registers', row({ registers: 0 }))).toBe(0);
  });
});
