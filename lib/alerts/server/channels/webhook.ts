import 'server-only';
import type { AlertMessage } from '../../types';
import { SIGNATURE_HEADER, signBody } from '../sign';
import { postGuarded } from './guarded-post';

// A webhook: the message as JSON, signed with the rule's secret (./sign.ts) so the receiver can
// check it came from us and was not changed on the way. Sent only to a public address
// (./guarded-post.ts) unless private webhooks are allowed.

export async function sendWebhook(
  url: string,
  secret: string,
  deliveryId: string,
  message: AlertMessage,
  allowPrivate: boolean,
): Promise<void> {
  const body = JSON.stringify({
    deliveryId,
    subject: message.subject,
    text: message.text,
    ...message.data,
  });
  await postGuarded(
    url,
    body,
    { [SIGNATURE_HEADER]: signBody(secret, body), 'X-OFD-Console-Delivery': deliveryId },
    allowPrivate,
  );
}
