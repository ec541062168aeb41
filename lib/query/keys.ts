import type { Order, PeriodOnDrive, Selection } from '@/lib/documents/contract';

// The one query-key factory: every cached query of the dashboard gets its key here, so a server
// prefetch and the client's useQuery of the same data can never drift apart. Keys nest, so
// invalidating `organizations.all` drops everything below it, a register's documents included.

/** A register's documents in one selection (its shifts are keyed by this alone). */
export type SelectionKeyInput = { orgId: string; rnm: string; selection: Selection };

export type DocumentsPageKeyInput = SelectionKeyInput & {
  order: Order;
  offset: number;
  limit: number;
};

export const queryKeys = {
  organizations: {
    all: ['organizations'] as const,
    list: () => [...queryKeys.organizations.all, 'list'] as const,
    detail: (orgId: string) => [...queryKeys.organizations.all, orgId] as const,
  },
  registers: {
    list: (orgId: string) => [...queryKeys.organizations.detail(orgId), 'cashboxes'] as const,
    detail: (orgId: string, rnm: string) => [...queryKeys.registers.list(orgId), rnm] as const,
  },
  documents: {
    all: (orgId: string, rnm: string) =>
      [...queryKeys.registers.detail(orgId, rnm), 'documents'] as const,
    /** A period's load into the server's cache: the period alone, never its selection or order. */
    load: (orgId: string, rnm: string, { drive, from, to }: PeriodOnDrive) =>
      [...queryKeys.documents.all(orgId, rnm), 'load', { drive, from, to }] as const,
    /** A page's key holds the whole selection, order and page. */
    page: ({ orgId, rnm, selection, order, offset, limit }: DocumentsPageKeyInput) =>
      [
        ...queryKeys.documents.all(orgId, rnm),
        'page',
        { ...selection, ...order, offset, limit },
      ] as const,
    /** The first rows read while the period loads; the same inputs as a page. */
    firstRows: ({ orgId, rnm, selection, order, offset, limit }: DocumentsPageKeyInput) =>
      [
        ...queryKeys.documents.all(orgId, rnm),
        'first-rows',
        { ...selection, ...order, offset, limit },
      ] as const,
    shifts: (orgId: string, rnm: string, selection: Selection) =>
      [...queryKeys.documents.all(orgId, rnm), 'shifts', selection] as const,
    neighbours: (
      orgId: string,
      rnm: string,
      selection: Selection,
      order: Order,
      at: { drive: string; fd: number },
    ) =>
      [
        ...queryKeys.documents.all(orgId, rnm),
        'neighbours',
        { ...selection, ...order, ...at },
      ] as const,
    detail: (orgId: string, rnm: string, drive: string, fd: number) =>
      [...queryKeys.documents.all(orgId, rnm), 'detail', drive, fd] as const,
  },
  /** The health board (lib/health), all registers or one organization's. */
  health: (organizationId?: string) => ['health', organizationId ?? 'all'] as const,
  /** Lookup across all organizations; `q` trimmed. */
  lookup: (q: string) => ['lookup', q] as const,
  /** The sales overview of a scope and period (lib/query/overview.ts). */
  overview: (input: Record<string, string | undefined>) => ['overview', input] as const,
  /** A receipt search (lib/query/receipt-search.ts): its query's texts as given. */
  receiptSearch: (query: Record<string, string>) => ['receipt-search', query] as const,
};
