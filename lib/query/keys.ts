// The one query-key factory: every cached query of the dashboard gets its key here, so a server
// prefetch and the client's useQuery of the same data can never drift apart. Keys nest, so
// invalidating `organizations.all` drops everything below it.

export type DocumentsKeyInput = {
  orgId: string;
  rnm: string;
  drive: string;
  from: string;
  to: string;
};

export type DocumentKeyInput = { orgId: string; rnm: string; drive: string; fd: number };

export const queryKeys = {
  organizations: {
    all: ['organizations'] as const,
    list: () => [...queryKeys.organizations.all, 'list'] as const,
    detail: (orgId: string) => [...queryKeys.organizations.all, orgId] as const,
  },
  cashboxes: {
    list: (orgId: string) => [...queryKeys.organizations.detail(orgId), 'cashboxes'] as const,
    detail: (orgId: string, rnm: string) => [...queryKeys.cashboxes.list(orgId), rnm] as const,
  },
  documents: {
    list: ({ orgId, rnm, drive, from, to }: DocumentsKeyInput) =>
      [...queryKeys.cashboxes.detail(orgId, rnm), 'documents', drive, { from, to }] as const,
    detail: ({ orgId, rnm, drive, fd }: DocumentKeyInput) =>
      [...queryKeys.cashboxes.detail(orgId, rnm), 'documents', drive, fd] as const,
  },
};
