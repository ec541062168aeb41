import 'server-only';

// One JSON POST of a channel: a deadline, no redirects followed (a webhook URL that redirects is
// refused rather than followed somewhere unchecked), and a failure that names the status or the
// network error's code only, never the URL (a Telegram URL carries the bot token).

export class ChannelError extends Error {
  override name = 'ChannelError';
}

export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    const name = error instanceof Error ? error.name : 'Error';
    throw new ChannelError(`network: ${cause?.code ?? name}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ChannelError(`HTTP ${response.status}`);
  }
  return response;
}
