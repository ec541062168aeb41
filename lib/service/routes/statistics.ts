import { endOfDay, parseQueryDate, startOfDay } from '@/lib/dates/local-date-time';
import { ERRORS, fail } from '../errors';
import { parseOrganizationId, parseRegNumber, single } from '../params';
import { json } from '../respond';
import { operationBlocks, shiftRecord } from '../statistics-shapes';
import type { FiguresRange } from '../store/types';
import { clipToWindow, type Period } from '../window';
import { grantedRegister, grantedOrganization, permissionWindow } from './access';
import { param, type Route, type RouteContext } from './context';

// The operator's statistics operations (docs/statistics.md): receipts summed per day or per shift,
// so that a client need not download every receipt. Same checks as the documents: the caller's
// organization and register, and the permission window — a day the window cuts counts only the
// receipts inside it.

/** `from` and `to`: calendar dates in the four formats, both inclusive. */
function datePeriod(query: URLSearchParams): Period {
  const from = parseQueryDate(single(query, 'from')) ?? fail(ERRORS.dateInvalid('from'));
  const to = parseQueryDate(single(query, 'to')) ?? fail(ERRORS.dateInvalid('to'));
  if (from > to) fail(ERRORS.periodInvalid());
  return { from: startOfDay(from), to: endOfDay(to) };
}

async function registerRange(ctx: RouteContext): Promise<FiguresRange> {
  const id = parseOrganizationId(ctx);
  const regNumber = parseRegNumber(param(ctx, 'kktRegId'));
  const period = datePeriod(ctx.url.searchParams);
  const organization = await grantedOrganization(ctx.store, ctx.who, id);
  const { cashbox } = await grantedRegister(ctx.store, ctx.who, [organization], regNumber);
  const range =
    clipToWindow(period, permissionWindow(cashbox)) ?? fail(ERRORS.documentsForbidden());
  return { regNumber, ...range };
}

const dayItems = (days: Awaited<ReturnType<RouteContext['store']['figuresByDay']>>) => ({
  items: days.map((day) => ({ date: day.date, ...operationBlocks(day.operations) })),
});

// GET /v2/organizations/<id>/cashboxes/<kktRegId>/statistics/cash-receipt/by-days?from&to
export const registerByDays: Route = async (ctx) =>
  json(dayItems(await ctx.store.figuresByDay([await registerRange(ctx)])));

// GET /v2/organizations/<id>/cashboxes/<kktRegId>/statistics/cash-receipt/by-shifts?from&to
export const registerByShifts: Route = async (ctx) =>
  json({ shifts: (await ctx.store.figuresByShift(await registerRange(ctx))).map(shiftRecord) });

// GET /v2/organizations/<id>/statistics/cash-receipt/by-days?from&to – every register of the
// organization granted to the caller, each within its own window; registers whose window misses
// the period add nothing.
export const organizationByDays: Route = async (ctx) => {
  const id = parseOrganizationId(ctx);
  const period = datePeriod(ctx.url.searchParams);
  await grantedOrganization(ctx.store, ctx.who, id);
  const ranges = (await ctx.store.listRegisters(ctx.who, id)).flatMap((cashbox) => {
    const range = clipToWindow(period, permissionWindow(cashbox));
    return range ? [{ regNumber: cashbox.regNumber, ...range }] : [];
  });
  return json(dayItems(await ctx.store.figuresByDay(ranges)));
};
