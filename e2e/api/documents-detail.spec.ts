import { expect, test } from '../support/load-aware-test';
import {
  documentsPath,
  expectedSummary,
  openRegisterWeek,
  openRegisterWeekWithTickets,
  serviceTickets,
} from './documents-helpers';

// One document with its neighbours (§5) and the shift view (§3) against the demo world.

test.describe('one document', () => {
  test('answers the full document, its register and the neighbouring FD numbers', async ({
    request,
  }) => {
    const { register, drive, tickets } = await openRegisterWeekWithTickets(request);
    const middle = tickets[Math.floor(tickets.length / 2)]!;
    const fd = middle.body.fiscalDocumentNumber as number;
    const response = await request.get(documentsPath(register, `/${fd}`), { params: { drive } });
    expect(response.status()).toBe(200);
    const detail = await response.json();
    expect(detail.document).toMatchObject({ type: middle.type, fiscalDocumentNumber: fd });
    expect(detail.document.raw.id).toBe(middle.body.id);
    expect(detail.organization.inn).toBe(register.inn);
    expect(detail.register.regNumber).toBe(register.rnm);
    expect(detail.prev).toBe(fd - 1);
    expect(detail.next).toBe(fd + 1);
  });

  test('has no previous document at the start of the drive and 404 for an unknown one', async ({
    request,
  }) => {
    const { register, drive } = await openRegisterWeek(request);
    // A drive's numbers need not start at 1 in the data (a drive installed before the history
    // the operator holds continues its count), so the start is the drive's lowest stored FD.
    const day = register.drives.at(-1)!.earliestDocumentTimestamp!.slice(0, 10);
    const firstDay = await serviceTickets(request, register, drive, day, day);
    const lowest = Math.min(...firstDay.map((t) => Number(t.body.fiscalDocumentNumber)));
    const first = await request.get(documentsPath(register, `/${lowest}`), { params: { drive } });
    expect(first.status()).toBe(200);
    expect((await first.json()).prev).toBeNull();
    const unknown = await request.get(documentsPath(register, '/987654'), { params: { drive } });
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['content-type']).toContain('application/problem+json');
  });
});

test.describe('shifts', () => {
  test('groups the selection by shift with sums that add up to the whole', async ({ request }) => {
    const { register, drive, from, to, tickets } = await openRegisterWeekWithTickets(request);
    const response = await request.get(documentsPath(register, '/shifts'), {
      params: { drive, from, to },
    });
    expect(response.status()).toBe(200);
    const { shifts } = (await response.json()) as {
      shifts: { shiftNumber: number; documents: number; summary: { net: number } }[];
    };
    const numbers = shifts.map((s) => s.shiftNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const inShifts = tickets.filter((t) => typeof t.body.shiftNumber === 'number');
    expect(shifts.reduce((n, s) => n + s.documents, 0)).toBe(inShifts.length);
    expect(shifts.reduce((n, s) => n + s.summary.net, 0)).toBe(expectedSummary(tickets).net);
  });
});
