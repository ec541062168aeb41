import { endOfDay, startOfDay } from '@/lib/dates/local-date-time';
import { DEMO_INTEGRATOR, DEMO_PARTNER } from '@/lib/demo-credentials';
import { addDays } from './calendar';
import type { RegisterPlan, WorldContext } from './plan';
import type { WindowShape } from './profiles';
import type { DemoWorld, WorldGrant } from './world';

// Who may read what, and from when to when. The owner integrator sees every register, each with one
// of several window shapes around the anchor; the partner sees one organization and only some of
// its registers, with windows of its own, to prove tenant isolation and per-integrator windows.

export const OWNER_USER = 'owner';
export const PARTNER_USER = 'partner';

/** Sessions outlive any demo: about ten years after the anchor. */
const SESSION_DAYS = 3652;

export function permissionWindow(ctx: WorldContext, shape: WindowShape) {
  const day = (offset: number) => addDays(ctx.anchorDate, offset);
  const beforeHistory = startOfDay(addDays(ctx.historyStart, -30));
  switch (shape) {
    case 'open':
      return { permissionFrom: beforeHistory, permissionTo: endOfDay(day(365)) };
    case 'ended':
      return { permissionFrom: beforeHistory, permissionTo: endOfDay(day(-20)) };
    case 'recent':
      // Mid-afternoon on purpose: clipping happens at second precision, not at day boundaries.
      return { permissionFrom: `${day(-10)}T14:30:00`, permissionTo: endOfDay(day(365)) };
    case 'endingSoon':
      return { permissionFrom: beforeHistory, permissionTo: endOfDay(day(20)) };
    case 'notYetStarted':
      return { permissionFrom: startOfDay(day(3)), permissionTo: endOfDay(day(368)) };
  }
}

function grantsFor(
  ctx: WorldContext,
  plans: RegisterPlan[],
  apiKey: string,
  userId: string,
  shapeOf: (plan: RegisterPlan) => WindowShape | undefined,
): WorldGrant[] {
  const grants = new Map<string, WorldGrant>();
  for (const plan of plans) {
    const shape = shapeOf(plan);
    if (!shape) continue;
    const organizationId = plan.organization.id;
    const grant = grants.get(organizationId) ?? { apiKey, userId, organizationId, cashboxes: [] };
    grant.cashboxes.push({ regNumber: plan.cashbox.regNumber, ...permissionWindow(ctx, shape) });
    grants.set(organizationId, grant);
  }
  return [...grants.values()];
}

export function accessOf(
  ctx: WorldContext,
  plans: RegisterPlan[],
): Pick<DemoWorld, 'integrators' | 'sessions' | 'grants'> {
  const expiresAtUtc = `${addDays(ctx.anchorDate, SESSION_DAYS)}T00:00:00Z`;
  return {
    integrators: [
      { apiKey: DEMO_INTEGRATOR.apiKey, name: 'ОФД Консоль (демо)' },
      { apiKey: DEMO_PARTNER.apiKey, name: 'Бухгалтерия «Партнёр» (демо)' },
    ],
    sessions: [
      {
        id: DEMO_INTEGRATOR.sessionId,
        apiKey: DEMO_INTEGRATOR.apiKey,
        userId: OWNER_USER,
        expiresAtUtc,
      },
      {
        id: DEMO_PARTNER.sessionId,
        apiKey: DEMO_PARTNER.apiKey,
        userId: PARTNER_USER,
        expiresAtUtc,
      },
    ],
    grants: [
      ...grantsFor(ctx, plans, DEMO_INTEGRATOR.apiKey, OWNER_USER, (p) => p.spec.windows.owner),
      ...grantsFor(ctx, plans, DEMO_PARTNER.apiKey, PARTNER_USER, (p) => p.spec.windows.partner),
    ],
  };
}
