import type { ReasonCode, Severity } from '@/lib/health/types';

// The alerts' vocabulary (docs/alerts.md), shared by the server, the API and the settings page.
// Isomorphic: types and constants only.

export const CHANNELS = ['email', 'telegram', 'webhook'] as const;
export type Channel = (typeof CHANNELS)[number];
export const MODES = ['immediate', 'daily'] as const;
export type Mode = (typeof MODES)[number];
/** The severities a rule may start from, mildest first (the form's order). */
export const SEVERITIES = ['warning', 'critical'] as const satisfies readonly Severity[];
export const ALERT_LOCALES = ['en', 'ru'] as const;
export type AlertLocale = (typeof ALERT_LOCALES)[number];

export type QuietHours = { from: string; to: string };

export type AlertRule = {
  id: string;
  userId: string;
  channel: Channel;
  target: string;
  /** null: every reason. */
  reasons: ReasonCode[] | null;
  minSeverity: Severity;
  /** null: every organization the person may see. */
  organizationIds: string[] | null;
  quietHours: QuietHours | null;
  timeZone: string;
  locale: AlertLocale;
  mode: Mode;
  dailyAt: string | null;
  createdAt: string;
};

export type DeliveryKind = 'opened' | 'resolved' | 'reminder' | 'digest' | 'test';
export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** What a recorded message was about (delivery-about.ts): a register's reason, a digest's day. */
export type DeliveryAbout =
  { reason: ReasonCode; registerName: string; organizationName: string } | { day: string } | null;

export type DeliveryView = {
  id: string;
  ruleId: string;
  kind: DeliveryKind;
  channel: Channel;
  target: string;
  status: DeliveryStatus;
  attempts: number;
  dueAt: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
  /** In the recipient's language, as it was sent. */
  subject: string;
  /** What it was about, for a log in its reader's language (delivery-about.ts). */
  about: DeliveryAbout;
};

/** What a register's episode remembers of it, for the messages. */
export type EpisodeRegister = {
  organizationName: string;
  name: string;
  address: string;
  /** In-app paths of the evidence (the register, the documents the reason was read from). */
  evidence: string[];
};

export type Episode = {
  id: string;
  organizationId: string;
  rnm: string;
  reason: ReasonCode;
  severity: Severity;
  since: string | null;
  openedAt: string;
  resolvedAt: string | null;
  acknowledgedAt: string | null;
  register: EpisodeRegister;
};

/** A snooze in force: whose, until when, and why (docs/alerts.md, "Quieting"). */
export type SnoozeShown = { until: string; by: string; note: string | null };

/** An open episode as the health board shows it: who acknowledged it, and any snooze now. */
export type BoardEpisode = Episode & {
  acknowledgedBy: string | null;
  snoozedUntil: string | null;
  snoozedBy: string | null;
  /** Why, in the words of whoever snoozed it (docs/alerts.md, "Quieting"). */
  snoozeNote: string | null;
};

/** A message as every channel carries it: a subject, plain text lines and structured data. */
export type AlertMessage = {
  subject: string;
  text: string;
  data: Record<string, unknown>;
};
