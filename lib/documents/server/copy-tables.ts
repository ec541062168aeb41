import 'server-only';
import { localCopy } from '@/lib/ofd/local-copy';
import type { MoneyTotals, OperationType } from '@/lib/ofd/receipt-math';
import { peekProcessShared, setProcessShared } from '@/lib/process/shared';
import {
  ALL_DRIVES,
  type DocumentRow,
  type DocumentsPage,
  type SortDir,
  type SortKey,
} from '../contract/api';
import type { Filters, PeriodQuery } from '../contract/query.schema';
import { servedRange } from './engine';

// The copy's own tables (docs/mirror.md, "A busy month from the copy"): with the mirror on, a
// period the copy holds complete is answered by SQL over the store's rows and figures, set here by
// the mirror (lib/mirror/server/copy-tables.ts); no body is read for a page, a sort or a summary.

/** A register's period, one drive or all (null), and the filters the tables answer. */
export type CopyQuery = {
  rnm: string;
  drive: string | null;
  from: string;
  to: string;
  types?: readonly string[];
  ops?: readonly number[];
  shift?: number;
};

export type CopyTables = {
  /** Whether the copy holds the register's period complete (then the tables answer for it). */
  holds: (rnm: string, from: string, to: string) => Promise<boolean>;
  /** The selection's receipts per operation, and counts per type, operation and operator. */
  figures: (query: CopyQuery) => Promise<{
    operations: Record<OperationType, MoneyTotals>;
    groups: {
      type: string;
      operationType: OperationType | null;
      operator: string | null;
      count: number;
    }[];
  }>;
  /** A page of rows in the order asked for; `operators` in their display order for that sort. */
  rows: (
    query: CopyQuery,
    order: CopyOrder & { offset: number; limit: number },
  ) => Promise<DocumentRow[]>;
  /** Where a document stands in that order (1-based), or null when the selection lacks it. */
  position: (
    query: CopyQuery,
    order: CopyOrder,
    drive: string,
    fd: number,
  ) => Promise<number | null>;
};

/** A sort of the copy's rows; `operators` in their display order for the operator sort. */
export type CopyOrder = { key: SortKey; dir: SortDir; operators: string[] };

const COPY_TABLES = 'documents.copy-tables';

export function setCopyTables(tables: CopyTables | undefined): void {
  setProcessShared(COPY_TABLES, tables);
}

/** The copy's tables when a copy answers for the operator (lib/ofd/local-copy.ts), else none. */
export function copyTables(): CopyTables | undefined {
  return localCopy() ? peekProcessShared<CopyTables>(COPY_TABLES) : undefined;
}

/** Which register, and who asks: as the answers take it. */
type Where = { orgId: string; rnm: string };

export type FromTables = { tables: CopyTables; copy: CopyQuery; range: DocumentsPage['range'] };

/**
 * The copy's tables for this selection, when a copy answers for the register and holds the period
 * complete (docs/mirror.md, "A busy month from the copy"); else null, and the day cache answers.
 * A text search reads item names, which only bodies hold: it stays with the day cache.
 */
export async function fromTables(
  where: Where,
  query: PeriodQuery & Filters,
): Promise<FromTables | null> {
  const tables = copyTables();
  if (!tables || query.q) return null;
  const { range } = await servedRange(where.orgId, where.rnm, query);
  if (!(await tables.holds(where.rnm, range.from, range.to))) return null;
  const copy: CopyQuery = {
    rnm: where.rnm,
    drive: query.drive === ALL_DRIVES ? null : query.drive,
    from: range.from,
    to: range.to,
    types: query.types,
    ops: query.ops?.map(Number),
    shift: query.shift,
  };
  return { tables, copy, range };
}

/**
 * The period's documents counted from the copy's tables, when it holds the period: the progress
 * route then loads nothing (every page is answered from the tables); null when the day cache loads.
 */
export async function countFromTables(where: Where, query: PeriodQuery): Promise<number | null> {
  const fromCopy = await fromTables(where, query);
  if (!fromCopy) return null;
  const { groups } = await fromCopy.tables.figures(fromCopy.copy);
  return groups.reduce((sum, g) => sum + g.count, 0);
}
