import { demoWorldRoles, generateDemoWorld } from '../../lib/service/seed';

// What the demo world planted for the health board, from the generator itself: the app seeds its
// world anchored on today's UTC date, and the same call here gives the same world. Each register's
// planted reasons are the faults of lib/service/seed/faults.ts plus its permission window's shape.

/** The token the e2e app is started with (playwright.config.ts), never a real one. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-5b0c7e2a91d4';

const WINDOW_REASONS: Record<string, string | undefined> = {
  ended: 'window-ended',
  endingSoon: 'window-ending',
  notYetStarted: 'window-not-started',
};

/** RNM → the reason codes the owner integrator's board must show for it. */
export function plantedReasons(): Map<string, string[]> {
  const roles = demoWorldRoles(generateDemoWorld());
  const planted = new Map<string, string[]>();
  for (const [rnm, windows] of Object.entries(roles.windows)) {
    const window = WINDOW_REASONS[windows.owner];
    planted.set(rnm, window ? [window] : []);
  }
  for (const [code, rnms] of Object.entries(roles.faults)) {
    for (const rnm of rnms ?? []) planted.get(rnm)?.push(code);
  }
  return planted;
}

/** The one register planted with a fault. */
export function plantedWith(code: string): string {
  const rnm = demoWorldRoles(generateDemoWorld()).faults[code as 'silent']?.[0];
  if (!rnm) throw new Error(`nothing planted with ${code}`);
  return rnm;
}

/** The demo's aged drive: its register and the moment it was registered (its FD 1). */
export function agedDrive(): { rnm: string; drive: string; registeredAt: string } {
  const world = generateDemoWorld();
  const rnm = demoWorldRoles(world).agedDrive;
  const first = world.cashboxes.find((c) => c.regNumber === rnm)?.fiscalDrives[0];
  if (!rnm || !first) throw new Error('no aged drive in the demo world');
  return { rnm, drive: first.fiscalDriveNumber, registeredAt: first.installedAt };
}
