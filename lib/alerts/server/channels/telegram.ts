import 'server-only';
import type { AlertMessage } from '../../types';
import type { AlertSettings } from '../settings';
import { ChannelError, postJson } from './http-post';

// Telegram through the Bot API's sendMessage (TELEGRAM_BOT_TOKEN, TELEGRAM_API_URL): the target is
// a chat id. The token is part of the URL, so no error here ever carries the URL.

export async function sendTelegram(
  settings: AlertSettings,
  chatId: string,
  message: AlertMessage,
): Promise<void> {
  if (!settings.telegramToken) throw new ChannelError('TELEGRAM_BOT_TOKEN is not set');
  const url = `${settings.telegramApiUrl}/bot${settings.telegramToken}/sendMessage`;
  const body = JSON.stringify({
    chat_id: chatId,
    text: `${message.subject}\n\n${message.text}`,
    link_preview_options: { is_disabled: true },
  });
  const response = await postJson(url, body);
  const answer = (await response.json().catch(() => null)) as { ok?: boolean } | null;
  if (answer?.ok !== true) throw new ChannelError('the Bot API did not answer ok');
}
