import type { CachedDocument } from '../contract/cached-document';
import type { PeriodProgress, ServedRange, UnreadableDocument } from '../contract/api';
import type { RegisterContext } from './register';

// The shapes a load takes and gives back, shared by the engine (engine.ts) and its drive=all
// half (all-drives.ts) without either importing the other's types.

export type LoadOptions = {
  signal?: AbortSignal;
  onProgress?: (progress: PeriodProgress) => void;
  /** Who asks (lib/security/rate-limit-key.ts): loads are capped per owner. */
  owner?: string;
};

export type LoadedRange = {
  register: RegisterContext;
  range: ServedRange;
  /** Every document of the served range, in time order (FD number on ties). */
  documents: CachedDocument[];
  /** Documents of the range's days that could not be read (those with a time: in the range). */
  unreadable: UnreadableDocument[];
  /**
   * Documents the operator sent for a day of the range whose wall clock is on another day: those
   * whose own day is in the range are listed there, the rest lie outside it (docs/documents.md).
   */
  otherDay: number;
  /**
   * Documents of the register's other drives that the days' answers carried (by-period covers every
   * drive), in the range, each tagged with the drive it names: all-drives.ts places them there.
   */
  otherDrives: CachedDocument[];
  /** Identifies the exact day entries used: a refetched day gives a new version. */
  version: string;
};
