import 'server-only';
import { provideDemoPeople } from '@/lib/auth/server/auth';
import { providePeriodLoad } from '@/lib/documents/server/progress';

// What the server's start hands to the doors that must not import it (instrumentation.ts): each is
// loaded on its first use, from the start's bundle, so one copy serves every route of the process.
// The documents progress route then holds its door and the load's entry, not the engine and the
// operator's transport; the door every route passes makes no demo people itself.

export function provideAtStart(): void {
  providePeriodLoad(async () => (await import('@/lib/documents/server')).PERIOD_LOAD);
  provideDemoPeople(async (app) => {
    const { createDemoPeople } = await import('@/lib/auth/server/demo-setup');
    await createDemoPeople(app);
  });
}
