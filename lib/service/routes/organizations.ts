import { parseOrganizationId, parseRegNumber } from '../params';
import { json } from '../respond';
import { cashboxRecord, organizationRecord } from '../shapes';
import { grantedRegister, grantedOrganization } from './access';
import { param, type Route } from './context';

// GET /v2/organizations – the organizations granted to the caller; [] when none.
export const listOrganizations: Route = async ({ store, who }) =>
  json((await store.listOrganizations(who)).map(organizationRecord));

// GET /v2/organizations/<id> – one granted organization.
export const getOrganization: Route = async (ctx) => {
  const id = parseOrganizationId(ctx);
  return json(organizationRecord(await grantedOrganization(ctx.store, ctx.who, id)));
};

// GET /v2/organizations/<id>/cashboxes – the registers of the organization granted to the caller.
export const listRegisters: Route = async (ctx) => {
  const id = parseOrganizationId(ctx);
  await grantedOrganization(ctx.store, ctx.who, id);
  return json((await ctx.store.listRegisters(ctx.who, id)).map(cashboxRecord));
};

// GET /v2/organizations/<id>/cashboxes/<kktRegId> – one granted register.
export const getRegister: Route = async (ctx) => {
  const id = parseOrganizationId(ctx);
  const regNumber = parseRegNumber(param(ctx, 'kktRegId'));
  const organization = await grantedOrganization(ctx.store, ctx.who, id);
  const { cashbox } = await grantedRegister(ctx.store, ctx.who, [organization], regNumber);
  return json(cashboxRecord(cashbox));
};
