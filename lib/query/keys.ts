// The one query-key factory: every cached query of the dashboard gets its key here, so a server
// prefetch and the client's useQuery of the same data can never drift apart. Keys nest, so
// invalidating `organizations.all` drops everything below it.

/** A page of a selection (DOCUMENTS-API.md §1): the period, the filters and the page asked for. */
export type DocumentsKeyInput = {
  orgId: string;
  rnm: string;
  drive: string;
  from: string;
  to: string;
  types?: string;
  ops?: string;
  q?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  offset?: number;
  limit?: number;
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
    list: ({ orgId, rnm, drive, ...selection }: DocumentsKeyInput) =>
      [...queryKeys.cashboxes.detail(orgId, rnm), 'documents', drive, selection] as const,
    detail: ({ orgId, rnm, drive, fd }: DocumentKeyInput) =>
      [...queryKeys.cashboxes.detail(orgId, rnm), 'documents', drive, fd] as const,
  },
  /** The health board (lib/health), all registers or one organization's. */
  health: (organizationId?: string) => ['health', organizationId ?? 'all'] as const,
  /** Lookup across all organizations (lib/query/lookup.ts); `q` trimmed. */
  lookup: (q: string) => ['lookup', q] as const,
};
