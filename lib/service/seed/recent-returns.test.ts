import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates/calendar';
import { generateDemoWorld } from './index';
import { ORGANIZATIONS } from './profiles';

// Browser tests read a mix of sales and sale returns in the last two days of the first
// organization's first register (e2e/support/documents-world.ts, openRegister: the first register
// of an open window with one drive). Whatever the day the world is made on, every register of the
// first organization that trades on those days has a return among its sales on each of them.

describe('the last two days mix sales with returns', () => {
  it.each(['2026-11-28', '2026-12-01', '2027-01-01', '2026-03-01'])('anchored %s', (anchor) => {
    const world = generateDemoWorld({ anchorDate: anchor });
    const first = world.organizations.find((o) => o.shortName === ORGANIZATIONS[0]?.shortName);
    const mine = world.cashboxes.filter((c) => c.organizationId === first?.id);
    const days = [addDays(anchor, -1), anchor];
    const ops = new Map<string, Set<unknown>>();
    for (const doc of world.documents()) {
      const { kktRegId, dateTime, operationType } = doc.body;
      if (doc.type !== 'receipt' || !days.includes(dateTime.slice(0, 10))) continue;
      const key = `${kktRegId.trim()} ${dateTime.slice(0, 10)}`;
      ops.set(key, (ops.get(key) ?? new Set()).add(operationType));
    }
    // The register the browser tests open: the owner's window is open and it has one drive.
    const open = mine.filter((c) => c.fiscalDrives.length === 1);
    let checked = 0;
    for (const cashbox of open) {
      for (const day of days) {
        const seen = ops.get(`${cashbox.regNumber} ${day}`);
        if (!seen) continue;
        expect(seen, `${cashbox.regNumber} ${day}`).toContain(1);
        expect(seen, `${cashbox.regNumber} ${day}`).toContain(2);
        checked += 1;
      }
    }
    // The coffee bar, the first register, trades on both days (a silent register is planted elsewhere).
    expect(checked).toBeGreaterThanOrEqual(4);
  });
});
