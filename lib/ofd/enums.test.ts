import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/messages/en/fiscal.json';
import ru from '@/lib/i18n/messages/ru/fiscal.json';
import {
  correctionReasonMessage,
  correctionTypeMessage,
  CORRECTION_REASONS,
  DOCUMENT_TYPES,
  documentTypeMessage,
  DRIVE_FLAGS,
  driveFlagMessage,
  operationTypeMessage,
  OPERATION_TYPES,
  PAYMENT_METHODS,
  PAYMENT_SUBJECTS,
  paymentMethodMessage,
  paymentSubjectMessage,
  REGISTRATION_FLAGS,
  registrationFlagMessage,
  taxationMessages,
  TAXATION_BITS,
  vatRateMessage,
  type MessageRef,
} from './enums';
import { VAT_RATES } from './schemas';

function lookup(catalog: { Fiscal: object }, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog.Fiscal);
}

function leafKeys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? leafKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const everyRef: MessageRef[] = [
  ...DOCUMENT_TYPES.map(documentTypeMessage),
  ...[...OPERATION_TYPES, 9].map(operationTypeMessage),
  ...TAXATION_BITS.flatMap((bit) => taxationMessages(bit)),
  ...taxationMessages(64),
  ...[...VAT_RATES, undefined].map(vatRateMessage),
  ...[...PAYMENT_METHODS, 0].map(paymentMethodMessage),
  ...[...PAYMENT_SUBJECTS, 28].map(paymentSubjectMessage),
  ...[...CORRECTION_REASONS, 5].map(correctionReasonMessage),
  ...[0, 1, 2].map(correctionTypeMessage),
  ...DRIVE_FLAGS.map(driveFlagMessage),
  ...REGISTRATION_FLAGS.map(registrationFlagMessage),
];

describe('fiscal words', () => {
  it('has an English and a Russian word for every key the lookups produce', () => {
    for (const { key } of everyRef) {
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
      expect(typeof lookup(ru, key), `ru ${key}`).toBe('string');
    }
  });

  it('has the same keys in both languages', () => {
    expect(leafKeys(ru.Fiscal).sort()).toEqual(leafKeys(en.Fiscal).sort());
  });

  it('falls back to a message with the code for unknown codes', () => {
    expect(operationTypeMessage(9)).toEqual({ key: 'operationType.unknown', values: { code: 9 } });
    expect(paymentSubjectMessage(28)).toEqual({
      key: 'paymentSubject.unknown',
      values: { code: 28 },
    });
    expect(lookup(en, 'paymentSubject.unknown')).toContain('{code}');
  });

  it('reads every system of a taxation bitmask', () => {
    expect(taxationMessages(1 | 2 | 32).map((m) => m.key)).toEqual([
      'taxation.1',
      'taxation.2',
      'taxation.32',
    ]);
    expect(taxationMessages(0)).toEqual([{ key: 'taxation.unknown', values: { code: 0 } }]);
    expect(taxationMessages(undefined)).toEqual([]);
  });

  it('names operation types the way the fiscal format means them', () => {
    expect(lookup(en, operationTypeMessage(2).key)).toBe('Sale return');
    expect(lookup(ru, operationTypeMessage(3).key)).toBe('Расход');
    expect(lookup(ru, vatRateMessage('20/120').key)).toBe('НДС 20/120');
  });
});
