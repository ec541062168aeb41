import { describe, expect, it } from 'vitest';
import { readExportFormat } from './audit-export-format';

describe('readExportFormat', () => {
  it('reads the formats the exports record', () => {
    expect(readExportFormat('csv-documents')).toEqual({
      file: 'csv',
      content: 'documents',
      table: null,
    });
    expect(readExportFormat('xlsx-items')).toEqual({ file: 'xlsx', content: 'items', table: null });
    expect(readExportFormat('xlsx-overview')).toEqual({
      file: 'xlsx',
      content: 'overview',
      table: null,
    });
    expect(readExportFormat('csv-overview-days')).toEqual({
      file: 'csv',
      content: 'overview',
      table: 'days',
    });
    // The organization's month of receipts (app/api/organizations/[orgId]/export/route.ts): the
    // trail showed its raw code.
    expect(readExportFormat('xlsx-month')).toEqual({ file: 'xlsx', content: 'month', table: null });
    expect(readExportFormat('csv-month')).toEqual({ file: 'csv', content: 'month', table: null });
  });

  it('leaves a format it does not know to be shown as recorded', () => {
    expect(readExportFormat('pdf-documents')).toBeNull();
    expect(readExportFormat('csv-week')).toBeNull();
  });
});
