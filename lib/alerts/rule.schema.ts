import { z } from 'zod';
import { REASON_CODES } from '@/lib/health/types';
import { organizationIdSchema, rnmSchema } from '@/lib/ofd/ids';
import { ALERT_LOCALES, CHANNELS, MODES, SEVERITIES } from './types';

// The body of POST /api/alerts/rules (docs/alerts.md). Targets are checked per channel: an e-mail
// address, a Telegram chat id (a number, negative for groups, or @channelname), an http(s) URL
// without credentials for a webhook.

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');

const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const webhookUrl = z
  .string()
  .max(2000)
  .refine((value) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    return Boolean(url && /^https?:$/.test(url.protocol) && !url.username && !url.password);
  }, 'must be an http(s) URL without credentials');

export const ruleInputSchema = z
  .object({
    channel: z.enum(CHANNELS),
    target: z.string().trim().min(1).max(2000),
    reasons: z.array(z.enum(REASON_CODES)).min(1).max(REASON_CODES.length).optional(),
    minSeverity: z.enum(SEVERITIES).default('warning'),
    organizationIds: z.array(organizationIdSchema).min(1).max(1000).optional(),
    quietHours: z.object({ from: time, to: time }).strict().optional(),
    mode: z.enum(MODES).default('immediate'),
    dailyAt: time.optional(),
    timeZone: z.string().max(64).refine(validZone, 'must be an IANA time zone').optional(),
    locale: z.enum(ALERT_LOCALES).optional(),
    /** Admins only: whose rule this is (default: the admin's own). */
    userId: z.string().min(1).max(100).optional(),
  })
  .strict()
  .superRefine((rule, ctx) => {
    const target = (check: z.ZodType, message: string) => {
      if (!check.safeParse(rule.target).success) {
        ctx.addIssue({ code: 'custom', path: ['target'], message });
      }
    };
    if (rule.channel === 'email') target(z.email().max(254), 'must be an e-mail address');
    if (rule.channel === 'telegram')
      target(z.string().regex(/^(-?\d{1,20}|@[A-Za-z]\w{4,31})$/), 'must be a Telegram chat id');
    if (rule.channel === 'webhook')
      target(webhookUrl, 'must be an http(s) URL without credentials');
    if (rule.mode === 'daily' && !rule.dailyAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['dailyAt'],
        message: 'is required for a daily digest',
      });
    }
  });
export type RuleInput = z.output<typeof ruleInputSchema>;

export const ruleIdSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export const snoozeInputSchema = z
  .object({
    organizationId: organizationIdSchema,
    rnm: rnmSchema,
    reason: z.enum(REASON_CODES),
    until: z.iso.datetime({ offset: true }),
    /** Why, in the person's words: optional, shown on the board and in the digest. */
    note: z.string().trim().max(300).optional(),
  })
  .strict();
export type SnoozeInput = z.output<typeof snoozeInputSchema>;

/** The language of a person's messages (the /settings/alerts form). */
export const languageInputSchema = z.object({ locale: z.enum(ALERT_LOCALES) }).strict();
