import { checkRnm } from '@/lib/ofd/rnm-check';
import { numberKind } from './number-kind';
import type { DirectoryEntry, RnmTypo } from './search';

export type { RnmTypo };

// The commonest support question: a register number read out with a typo. When the query is a
// whole 16-digit RNM that no register has, the lookup says whether it checks out and offers the
// registers one slip away (one digit changed, or two neighbours swapped), docs/fiscal-rules.md.
// Only for a number taken as an RNM (number-kind.ts) when the lookup found nothing else: a drive's
// number is 16 digits too, and a warning above its right answer would send people astray.

function oneSlip(a: string, b: string): boolean {
  const diff: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
  if (diff.length === 1) return true;
  const [i, j] = diff;
  return diff.length === 2 && j === (i ?? 0) + 1 && a[i!] === b[j!] && a[j!] === b[i!];
}

/**
 * `found`: how many registers the lookup found for the same input; a typo is said only at 0.
 * `someDown`: an operator's registers are missing just now, and the number may be one of theirs:
 * only a register one slip away is worth saying then, never that no register has the number.
 */
export function findRnmTypo(
  directory: DirectoryEntry[],
  input: string,
  found = 0,
  someDown = false,
): RnmTypo | undefined {
  const typed = input.replace(/[\s\u00a0\u202f]+/g, '');
  if (!/^\d{16}$/.test(typed) || found > 0) return undefined;
  if (numberKind(directory, typed) !== 'rnm') return undefined;
  const registers = directory.flatMap(({ organization, registers }) =>
    registers.map((register) => ({ organization, register })),
  );
  if (registers.some(({ register }) => register.regNumber === typed)) return undefined;
  const near = registers.filter(({ register }) => oneSlip(typed, register.regNumber)).slice(0, 5);
  if (someDown && near.length === 0) return undefined;
  return {
    typed,
    suggestions: near.map(({ organization, register }) => ({
      organizationId: organization.id,
      organizationName: organization.shortName,
      regNumber: register.regNumber,
    })),
    ...(near.length > 0 && {
      typedChecksOut: near.some(
        ({ organization, register }) =>
          checkRnm(typed, organization.inn, register.serialNumber) === 'valid',
      ),
    }),
  };
}
