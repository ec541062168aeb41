import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { runAsSystem } from '@/lib/auth/server/scope';
import { isCachedCheck } from '@/lib/documents/contract/cached-document';
import { ALL_DRIVES } from '@/lib/documents/contract/api';
import { loadRange } from '@/lib/documents/server/engine';
import type { DocumentType } from '@/lib/ofd/document-types';
import { EXAMPLES } from '@/lib/testing/fiscal-examples';
import { answerByPath, sendJson, setUpFakeOperator } from '@/lib/testing/fake-upstream';
import { FN, INN, ORG, REGISTER_RECORD } from '@/lib/testing/operator-register';
import { loadOverview } from './load-overview';

// A day on which a register's fiscal drive is replaced holds documents of both drives: the old
// one's until its closeArchive, the new one's from its fiscalReport. Read through the documents
// engine and the overview against a fake operator whose register records name each drive's start
// only by its day (docs/documents.md, "Drive windows"): nothing of either drive may go missing.

const DAY = '2024-03-05';
const OLD = '9999078900001111';
const NEW = FN;
const GHOST = '9999078900009999';

/** One document as the operator sends it: padded register and drive numbers. */
function doc(rnm: string, type: DocumentType, drive: string, fd: number, time: string) {
  const body = {
    ...EXAMPLES[type].spec,
    id: `00000000-0000-4000-8000-${String(fd).padStart(6, '0')}${drive.slice(-6)}`,
    kktRegId: rnm.padEnd(20),
    fiscalDriveNumber: drive.padEnd(16),
    fiscalDocumentNumber: fd,
    dateTime: `${DAY}T${time}`,
  };
  return { [type]: body };
}

/** The replacement day: one receipt on the old drive, three on the new; FD numbers restart. */
function replacementDay(rnm: string) {
  return [
    doc(rnm, 'fiscalReport', OLD, 1, '08:00:00'),
    doc(rnm, 'receipt', OLD, 2, '09:10:00'),
    doc(rnm, 'closeArchive', OLD, 3, '11:55:00'),
    doc(rnm, 'fiscalReport', NEW, 1, '12:00:00'),
    doc(rnm, 'receipt', NEW, 2, '12:10:00'),
    doc(rnm, 'receipt', NEW, 3, '12:20:00'),
    doc(rnm, 'receipt', NEW, 4, '12:30:00'),
  ];
}

/** A register whose record dates both drives by the day only, as some operators do. */
function record(rnm: string, drivesNewestFirst: boolean) {
  const drives = [OLD, NEW].map((fiscalDriverNumber) => ({
    fiscalDriverNumber,
    earliestDocumentTimestamp: `${DAY}T00:00:00`,
  }));
  return {
    ...REGISTER_RECORD,
    regNumber: rnm,
    fiscalDrive: drives[1],
    fiscalDrives: drivesNewestFirst ? drives.reverse() : drives,
    permissionFrom: '2024-03-01T00:00:00',
    permissionTo: '2024-03-31T23:59:59',
    lastDocumentTimestamp: `${DAY}T12:30:00`,
  };
}

// Three registers: drives listed oldest first, listed newest first, and one whose day also carries
// a document of a drive the register never had.
const REGISTERS = {
  oldestFirst: { rnm: '0000000003065801', newestFirst: false, extra: [] as object[] },
  newestFirst: { rnm: '0000000003065802', newestFirst: true, extra: [] as object[] },
  ghost: {
    rnm: '0000000003065803',
    newestFirst: false,
    extra: [doc('0000000003065803', 'receipt', GHOST, 7, '13:00:00')],
  },
};

const records = Object.values(REGISTERS).map((r) => record(r.rnm, r.newestFirst));
const bodies: Record<string, unknown> = {
  [`/v2/organizations/${ORG}`]: { id: ORG, inn: INN, shortName: 'ООО "Ромашка"' },
  [`/v2/organizations/${ORG}/cashboxes`]: records,
};
for (const r of records) bodies[`/v2/organizations/${ORG}/cashboxes/${r.regNumber}`] = r;
const byPath = answerByPath(bodies);

/** documents/by-period covers every drive of the register: the whole day in one last page. */
function operator(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  const match = /\/cashboxes\/(\d+)\/documents\/by-period$/.exec(url.pathname);
  if (!match) return byPath(req, res);
  const register = Object.values(REGISTERS).find((r) => r.rnm === match[1])!;
  const day = url.searchParams.get('dateFrom')?.slice(0, 10);
  const documents = day === DAY ? [...replacementDay(register.rnm), ...register.extra] : [];
  sendJson(res, 200, { documents, paging: {} });
}

setUpFakeOperator('replacement-day', operator, { OFD_PARSE_WORKERS: '0' });

const load = (rnm: string, drive: string) =>
  runAsSystem(() =>
    loadRange(ORG, rnm, { drive, from: DAY, to: DAY, limited: false }, { owner: 'test' }),
  );
const receipts = (loaded: Awaited<ReturnType<typeof load>>) =>
  loaded.documents.filter(isCachedCheck).map((d) => [d.drive, d.fiscalDocumentNumber]);

describe('a day on which the fiscal drive is replaced', () => {
  for (const [name, { rnm }] of Object.entries({
    oldestFirst: REGISTERS.oldestFirst,
    newestFirst: REGISTERS.newestFirst,
  })) {
    it(`lists all four receipts under all drives and each drive's own under it (${name})`, async () => {
      const all = await load(rnm, ALL_DRIVES);
      expect(receipts(all)).toEqual([
        [OLD, 2],
        [NEW, 2],
        [NEW, 3],
        [NEW, 4],
      ]);
      // Both drives' reports too, each once although FD numbers 1–3 exist on both drives.
      expect(all.documents).toHaveLength(7);
      expect(all.unreadable).toEqual([]);
      expect(receipts(await load(rnm, OLD))).toEqual([[OLD, 2]]);
      expect(receipts(await load(rnm, NEW))).toEqual([
        [NEW, 2],
        [NEW, 3],
        [NEW, 4],
      ]);
    });

    it(`counts all four receipts in the overview, with full coverage (${name})`, async () => {
      const overview = await runAsSystem(() =>
        loadOverview({
          from: DAY,
          to: DAY,
          compare: 'previous',
          source: 'documents',
          org: ORG,
          rnm,
        }),
      );
      const [register] = overview.registers;
      expect(register?.current.receipts).toBe(4);
      expect(register?.coverage).toBe('full');
    });
  }

  it('does not call the day fully covered when a document names a drive the register never had', async () => {
    const { rnm } = REGISTERS.ghost;
    const all = await load(rnm, ALL_DRIVES);
    expect(receipts(all)).toHaveLength(4);
    expect(all.unreadable).toEqual([
      expect.objectContaining({ reason: 'otherRegister', fiscalDocumentNumber: 7 }),
    ]);
    const overview = await runAsSystem(() =>
      loadOverview({ from: DAY, to: DAY, compare: 'previous', source: 'documents', org: ORG, rnm }),
    );
    expect(overview.registers[0]?.current.receipts).toBe(4);
    expect(overview.registers[0]?.coverage).toBe('partial');
  });
});
