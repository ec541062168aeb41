import type { DocumentType } from '@/lib/ofd/document-types';
import type { SortKey } from './api';

// "The selection" of the documents API (docs/documents-api.md): which documents, independent of
// how they are sorted and paged. Their URLs are built in lib/urls/urls.ts.

export type PeriodOnDrive = { drive: string; from: string; to: string };

export type Selection = PeriodOnDrive & {
  types: readonly DocumentType[];
  ops: readonly number[];
  q: string;
  /** One shift's documents; absent for every shift. */
  shift?: number;
};

export type Order = { sort: SortKey; dir: 'asc' | 'desc' };
