import { REASON_CODES, type ReasonCode } from '@/lib/health/types';
import type { AlertMessage, DeliveryAbout } from './types';

// What a recorded message was about, read from its structured data (lib/alerts/messages.ts,
// lib/alerts/digest.ts) rather than its subject: the subject is in its recipient's language, while
// the delivery log speaks its reader's (docs/alerts.md, "Language").

const isReason = (value: unknown): value is ReasonCode =>
  typeof value === 'string' && (REASON_CODES as readonly string[]).includes(value);

export function deliveryAbout(message: AlertMessage): DeliveryAbout {
  const data = message.data;
  if (isReason(data.reason)) {
    return {
      reason: data.reason,
      registerName: String(data.registerName ?? ''),
      organizationName: String(data.organizationName ?? ''),
    };
  }
  if (data.kind === 'digest' && typeof data.day === 'string') return { day: data.day };
  return null;
}
