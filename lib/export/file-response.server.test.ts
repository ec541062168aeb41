import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exportRoute } from '@/lib/api/export-route.server';
import { exportResponse, type ExportFile } from './file-response.server';
import type { Table } from './table';

// The one way a table becomes a download: its content type and names, the dialect asked for or
// the person's language, one audit entry once the file has begun, and a writer that fails before
// its first bytes an error answer with no entry. Called through the routes' own wrapper, as the
// three export routes call it.

const audit = vi.hoisted(() => ({ entries: [] as unknown[], language: 'ru' }));

vi.mock('@/lib/auth/server/audit-export', () => ({
  auditExport: async (details: unknown) => void audit.entries.push(details),
  auditRefusedExport: async () => undefined,
}));
vi.mock('next-intl/server', () => ({ getLocale: async () => audit.language }));
vi.mock('@/lib/auth/server/viewer', () => ({
  viewerFromHeaders: async () => ({
    id: 'p',
    email: 'owner@example.test',
    name: 'Owner',
    role: 'owner',
    orgIds: 'all',
    sessionId: 's',
  }),
  requestViewer: async () => null,
}));

const table: Table = {
  title: 'Чеки',
  header: ['Время', 'Сумма'],
  types: ['dateTime', 'money'],
  rows: [['2026-10-01T09:05:07', 128521]],
};

const file = (more: Partial<ExportFile> = {}): ExportFile => ({
  format: 'csv',
  tables: [table],
  fileName: 'Чеки за 10.2026.csv',
  asciiName: 'receipts-2026-10.csv',
  audit: { orgId: 'o', from: '2026-10-01', to: '2026-10-31', rows: 1, format: 'csv-month' },
  ...more,
});

const download = (made: ExportFile) =>
  exportRoute(async () => exportResponse(made))(new Request('https://x.test/api/export'), {});

/** A table whose rows fail before the first of them is written. */
const failing: Table = {
  ...table,
  rows: {
    [Symbol.iterator]() {
      throw new Error('the day cache went away');
    },
  },
};

beforeEach(() => {
  audit.entries = [];
  audit.language = 'ru';
});

describe('exportResponse', () => {
  it("answers the CSV as text/csv, named in the person's language with an ASCII stand-in", async () => {
    const answer = await download(file());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="receipts-2026-10.csv"; filename*=UTF-8''${encodeURIComponent('Чеки за 10.2026.csv')}`,
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers the XLSX as a spreadsheet, a zip', async () => {
    const answer = await download(
      file({ format: 'xlsx', fileName: 'a.xlsx', asciiName: 'a.xlsx' }),
    );
    expect(answer.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
  });

  it("writes the dialect asked for, or else the one of the person's language", async () => {
    const line = async (made: ExportFile) => (await (await download(made)).text()).split('\r\n')[1];
    expect(await line(file())).toBe('01.10.2026 09:05:07;1285,21');
    expect(await line(file({ dialect: 'en' }))).toBe('2026-10-01 09:05:07,1285.21');
    audit.language = 'en';
    expect(await line(file())).toBe('2026-10-01 09:05:07,1285.21');
    expect(await line(file({ dialect: 'ru' }))).toBe('01.10.2026 09:05:07;1285,21');
  });

  it('writes one audit entry per file, with the details it was given', async () => {
    await (await download(file())).arrayBuffer();
    expect(audit.entries).toEqual([
      { orgId: 'o', from: '2026-10-01', to: '2026-10-31', rows: 1, format: 'csv-month' },
    ]);
  });

  it.each(['csv', 'xlsx'] as const)(
    'answers a %s writer that fails with problem+json and no audit entry',
    async (format) => {
      const answer = await download(file({ format, tables: [failing] }));
      expect(answer.status).toBe(500);
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
      expect(answer.headers.get('content-disposition')).toBeNull();
      expect(audit.entries).toEqual([]);
    },
  );

  it('refuses a CSV of several tables rather than write one of them', async () => {
    const answer = await download(file({ tables: [table, table] }));
    expect(answer.status).toBe(500);
    expect(audit.entries).toEqual([]);
  });
});
