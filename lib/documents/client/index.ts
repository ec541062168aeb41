// The documents slice's client part (docs/layout.md): the browser's queries of the documents API,
// the period load with its progress, and the logic behind the page's drive and period choice and
// the raw view. It sits in the query layer: its requests leave through lib/query (apiGet,
// streamFromApi) and its keys come from the one key factory (lib/query/keys.ts).

export { driveForRange, registerDays } from './drive-for-range';
export {
  defaultRange,
  drivePeriods,
  overlaps,
  withAllDrives,
  type DriveDays,
} from './drive-periods';
export {
  documentDetailQuery,
  documentsPageQuery,
  firstRowsQuery,
  neighboursQuery,
  shiftsQuery,
} from './queries';
export { periodLoadOf, periodLoadQuery, type PeriodLoadInput } from './period-load';
export { flattenRaw } from './raw-fields';
