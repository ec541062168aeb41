import 'server-only';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppDatabase } from '@/lib/app-database/database';
import type { AlertMessage } from '../../types';
import type { AlertSettings } from '../settings';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';

// E-mail over SMTP with nodemailer (SMTP_URL, from ALERTS_FROM). Without SMTP_URL the message goes
// to the development outbox, a table of the app database that admins read at /settings/alerts, so
// the demo shows its alerts without a mail server (docs/alerts.md).

// One transport per SMTP address (a setting: one or two in a process's life).
const transports = () =>
  processShared('alerts.smtp-transports', () => new BoundedCache<string, Transporter>({ max: 8 }));

function transportFor(url: string): Transporter {
  return transports().getOrSet(url, () =>
    nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
  );
}

export async function sendEmail(
  db: AppDatabase,
  settings: AlertSettings,
  to: string,
  message: AlertMessage,
  now: string,
): Promise<void> {
  if (!settings.smtpUrl) {
    await db.run(
      'INSERT INTO alert_outbox (id, at, to_address, subject, body) VALUES (?, ?, ?, ?, ?)',
      [randomUUID(), now, to, message.subject, message.text],
    );
    return;
  }
  await transportFor(settings.smtpUrl).sendMail({
    from: settings.from,
    to,
    subject: message.subject,
    text: message.text,
  });
}

export type OutboxMail = { id: string; at: string; to: string; subject: string; body: string };

export async function readOutbox(db: AppDatabase, limit = 50): Promise<OutboxMail[]> {
  const rows = await db.all<Record<string, string>>(
    'SELECT id, at, to_address, subject, body FROM alert_outbox ORDER BY at DESC, id LIMIT ?',
    [limit],
  );
  return rows.map((r) => ({
    id: r.id!,
    at: r.at!,
    to: r.to_address!,
    subject: r.subject!,
    body: r.body!,
  }));
}
