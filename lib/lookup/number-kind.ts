import { driveTimeline } from '@/lib/registers/timelines';
import type { DirectoryEntry, NumberKind } from './search';

// Which kind of number a lookup was given (docs/using.md, Lookup). RNMs and fiscal-drive numbers
// are both 16 digits, so the digits alone cannot tell them apart: a number that is some register's
// drive, current or past, is a drive; one that is a register's RNM or serial number is that. Only a
// 16-digit number that is none of these is taken as an RNM, the number people read out most often,
// and only then does its check code (lib/ofd/rnm-check.ts) say anything.

const significant = (value: string) => value.trim().replace(/^0+/, '') || '0';

export function numberKind(directory: DirectoryEntry[], input: string): NumberKind | undefined {
  const compact = input.replace(/[\s\u00a0\u202f]+/g, '');
  if (!/^\d+$/.test(compact)) return undefined;
  const digits = significant(compact);
  const registers = directory.flatMap((entry) => entry.registers);
  if (
    registers.some((r) => driveTimeline(r).some((d) => significant(d.fiscalDriveNumber) === digits))
  )
    return 'drive';
  if (registers.some((r) => significant(r.regNumber) === digits)) return 'rnm';
  if (registers.some((r) => r.serialNumber !== '' && significant(r.serialNumber) === digits))
    return 'serial';
  if (directory.some((entry) => entry.organization.inn.trim() === compact)) return 'inn';
  return compact.length === 16 ? 'rnm' : undefined;
}
