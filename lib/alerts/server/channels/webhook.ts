import 'server-only';
import type { AlertMessage } from '../../types';
import { SIGNATURE_HEADER, signBody } from '../sign';
import { postJson } from './http-post';

// A webhook: the message as JSON, signed with the rule's secret (./sign.ts) so the receiver can
// check it came from us and was not changed on the way.

export async function sendWebhook(
  url: string,
  secret: string,
  deliveryId: string,
  message: AlertMessage,
): Promise<void> {
  const body = JSON.stringify({
    deliveryId,
    subject: message.subject,
    text: message.text,
    ...message.data,
  });
  await postJson(url, body, {
    [SIGNATURE_HEADER]: signBody(secret, body),
    'X-OFD-Console-Delivery': deliveryId,
  });
}
