import { describeStatisticsContract } from './statistics-contract';
import { testStoreKind } from './testing/test-store';

// The statistics contract on the engine of the test project: SQLite in `unit`, PostgreSQL in
// `postgres` (vitest.config.ts).
describeStatisticsContract(testStoreKind());
