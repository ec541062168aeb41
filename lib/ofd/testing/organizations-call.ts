import type { OperatorCall } from '../local-copy';

// Our protocol's organizations list as every other operator's adapter answers it, for their tests:
// the call as the wire's client makes it, and an organization as an adapter lists it.

export const ORGANIZATIONS_CALL: OperatorCall = {
  path: '/v2/organizations',
  params: {},
  query: {},
};

/** An organization an adapter lists: its id namespaced by the connection, no KPP or OGRN. */
export const listedOrganization = (connectionName: string, inn: string, name: string) => ({
  id: `${connectionName}~${inn}`,
  inn,
  kpp: '',
  ogrn: '',
  shortName: name,
  fullName: name,
});
