import { ERRORS, fail } from '../errors';
import { clipToWindow, type Period } from '../window';
import { grantedRegister, grantedOrganization, permissionWindow } from './access';
import type { RouteContext } from './context';

/**
 * The access checks of the v2 document operations: the organization and register must be granted
 * (403 otherwise), and the period is clipped to the caller's permission window (403 when wholly
 * outside it). Returns the clipped period.
 */
export async function registerRange(
  ctx: RouteContext,
  organizationId: string,
  regNumber: string,
  period: Period,
): Promise<Period> {
  const organization = await grantedOrganization(ctx.store, ctx.who, organizationId);
  const { cashbox } = await grantedRegister(ctx.store, ctx.who, [organization], regNumber);
  return clipToWindow(period, permissionWindow(cashbox)) ?? fail(ERRORS.documentsForbidden());
}
