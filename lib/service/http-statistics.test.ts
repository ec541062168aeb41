import { describeStatisticsContract } from './statistics-contract';

// The statistics contract on the default engine (SQLite); other engines run the same contract
// with their own store factory.
describeStatisticsContract('SQLite');
