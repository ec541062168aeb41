import 'server-only';

// The documents slice's server part (docs/layout.md): what route handlers, pages and other
// features' server code call. The engine loads a period into the process's day cache; the answers
// read pages, shifts, neighbours and exports from it; the day fetchers and the register are shared
// with the health board, the overview, the receipt search and the mirror. The query schemas the
// routes parse live in the contract (contract/query.schema.ts) and leave from here, the server's
// entry, so that the browser's entry stays zod-free.

export {
  exportQuerySchema,
  listQuerySchema,
  neighboursQuerySchema,
  selectionQuerySchema,
} from '../contract/query.schema';
export { documentNeighbours, documentShifts, documentsPage } from './answers';
export { BY_PERIOD } from './by-period-day';
export { clipToPermission } from './day-chunks';
export { documentDetail } from './document-detail';
export { driveWindow } from './drive-window';
export { setCopyTables, type CopyTables } from './copy-tables';
export { loadRange } from './engine';
export { firstRows } from './first-rows';
export { readWallClock } from './read-cached';
export { rememberRegister } from './register';
export { TICKETS } from './tickets-day';
