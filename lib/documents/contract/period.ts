// What a period's query and its load share (docs/documents-api.md): the constants its parameters
// are checked against, and the load's progress. Apart from api.ts, whose answer shapes name the
// operator's document schema: the progress route reads a period's query without them.

/**
 * A period load's progress: days loaded of the period's days. The one shape from the engine to the
 * page, the same pair the progress stream writes on the wire (lib/api/progress-protocol.ts).
 */
export type PeriodProgress = { done: number; total: number };

/** Longest period one request may cover: bounds the fan-out of day requests to the operator. */
export const MAX_PERIOD_DAYS = 366;

export const SORT_KEYS = [
  'dateTime',
  'fiscalDocumentNumber',
  'type',
  'shiftNumber',
  'operationType',
  'totalSum',
  'cashTotalSum',
  'ecashTotalSum',
  'operator',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

/** `drive=all`: every drive of the register, one list across drive replacements. */
export const ALL_DRIVES = 'all';

export const OPERATION_TYPE_KEYS = ['1', '2', '3', '4'] as const;
export type OperationTypeKey = (typeof OPERATION_TYPE_KEYS)[number];
