import 'server-only';

// The documents slice's second server entry (docs/layout.md): a period's load with its progress,
// for the progress route. The route only loads; through the part's whole entry (index.ts) it would
// also bring every answer over a loaded period (pages, shifts, neighbours, first rows, one
// document), each compiled into its bundle and evaluated on its first request.

export { periodQuerySchema } from '../contract/query.schema';
export { countFromTables } from './copy-tables';
export { loadRange, servedRange } from './engine';
