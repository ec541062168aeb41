import 'server-only';
import { z } from 'zod';
import { describeProblem, getEnv, settingProblems, type SettingProblem } from '@/lib/env';

// The alerts' configuration (docs/alerts.md), read from the environment and validated like
// lib/env.ts: errors name the variable, never its value. SMTP_URL and TELEGRAM_BOT_TOKEN are
// secrets: they stay in this object and the channel modules, never in a log line or an answer.

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const httpUrl = z
  .string()
  .refine(
    (v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol),
    'must be an absolute http(s) URL',
  );

const schema = z.object({
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  ALERTS_FROM: optional(z.string().max(300)),
  TELEGRAM_BOT_TOKEN: optional(
    z
      .string()
      .regex(
        /^\d{1,20}:[\w-]{20,100}$/,
        'must be a Telegram bot token: digits, a colon, then 20–100 letters, digits, _ or -',
      ),
  ),
  TELEGRAM_API_URL: optional(httpUrl),
  ALERTS_REMIND_HOURS: optional(z.string().regex(/^[1-9]\d{0,3}$/, 'must be hours (1–9999)')),
  ALERTS_INTERVAL_MINUTES: optional(z.string().regex(/^\d{1,4}$/, 'must be minutes (0 is off)')),
  ALERTS_ALLOW_PRIVATE_WEBHOOKS: optional(z.enum(['0', '1'], 'must be 0 or 1')),
  ALERTS_MAX_SNOOZE_DAYS: optional(
    z.string().regex(/^([1-9]\d?|[12]\d\d|3[0-5]\d|36[0-5])$/, 'must be days (1–365)'),
  ),
});

export type AlertSettings = {
  smtpUrl: string | undefined;
  from: string;
  telegramToken: string | undefined;
  telegramApiUrl: string;
  remindHours: number;
  intervalMinutes: number;
  /** Webhooks to private addresses and plain http to loopback (tests, closed networks). */
  allowPrivateWebhooks: boolean;
  /** The longest a snooze may hold a register-reason's messages (docs/alerts.md, "Quieting"). */
  maxSnoozeDays: number;
  /** The origin evidence links start with (APP_URL). */
  appUrl: string;
};

export class AlertSettingsError extends Error {
  override name = 'AlertSettingsError';
}

/** What is wrong with the alerts' settings (lib/settings/check.ts gathers them all). */
export function alertSettingsProblems(
  source: Record<string, string | undefined>,
): SettingProblem[] {
  const parsed = schema.safeParse(source);
  return parsed.success ? [] : settingProblems(parsed.error);
}

export function alertSettings(source: Record<string, string | undefined> = process.env) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new AlertSettingsError(describeProblem(settingProblems(parsed.error)[0]!));
  }
  const raw = parsed.data;
  const env = getEnv();
  return {
    smtpUrl: raw.SMTP_URL,
    from: raw.ALERTS_FROM ?? 'OFD Console <alerts@localhost>',
    telegramToken: raw.TELEGRAM_BOT_TOKEN,
    telegramApiUrl: (raw.TELEGRAM_API_URL ?? 'https://api.telegram.org').replace(/\/$/, ''),
    remindHours: Number(raw.ALERTS_REMIND_HOURS ?? 24),
    intervalMinutes: Number(raw.ALERTS_INTERVAL_MINUTES ?? 5),
    allowPrivateWebhooks: raw.ALERTS_ALLOW_PRIVATE_WEBHOOKS === '1',
    maxSnoozeDays: Number(raw.ALERTS_MAX_SNOOZE_DAYS ?? 30),
    appUrl: env.auth.appUrl ?? `http://localhost:${source.PORT ?? 3000}`,
  } satisfies AlertSettings;
}

/** An error text with every configured secret blotted out, safe for the delivery log. */
export function redact(settings: AlertSettings, text: string, extra: string[] = []): string {
  let out = text;
  const secrets = [settings.telegramToken, settings.smtpUrl, ...extra].filter(Boolean) as string[];
  if (settings.smtpUrl && URL.canParse(settings.smtpUrl)) {
    const password = new URL(settings.smtpUrl).password;
    if (password) secrets.push(password, decodeURIComponent(password));
  }
  for (const secret of secrets) out = out.replaceAll(secret, '[secret]');
  return out.slice(0, 500);
}
