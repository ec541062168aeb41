// A delivery's recorded error is a technical record in English ("network: ECONNREFUSED",
// "HTTP 503"), written by the channels in lib/alerts/server/channels. People read a sentence in
// their language; the record stays beside it as code for whoever debugs the target.

export type DeliveryErrorKind = 'network' | 'status' | 'refused' | 'setup' | 'other';

export function classifyDeliveryError(error: string): { kind: DeliveryErrorKind; status?: number } {
  if (error.startsWith('network:')) return { kind: 'network' };
  const http = /^HTTP (\d{3})$/.exec(error);
  if (http) return { kind: 'status', status: Number(http[1]) };
  if (error.startsWith('refused:')) return { kind: 'refused' };
  if (/ is not set$/.test(error)) return { kind: 'setup' };
  return { kind: 'other' };
}
