import { runAsSystem } from '@/lib/auth/server/scope';
import { fetchByPeriodDay } from '@/lib/documents/server/by-period-day';
import { resolveRegister } from '@/lib/documents/server/register';

// One day of a register's documents as the dashboard's period load reads it, for the mirror's
// tests of a connection away (docs/mirror-connections.md): live, or from the copy when away.

export const readDay = (orgId: string, rnm: string, drive: string, date: string) =>
  runAsSystem(async () => {
    const context = await resolveRegister(orgId, rnm, drive);
    const chunk = { day: date, from: `${date}T00:00:00`, to: `${date}T23:59:59` };
    return fetchByPeriodDay(context)(chunk, new AbortController().signal);
  });
