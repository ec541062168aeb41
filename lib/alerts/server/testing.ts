import 'server-only';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { assessRegister } from '@/lib/health/assess';
import { NOW, dayOfDocuments, doc, input, register } from '@/lib/health/testing';
import type { HealthRow } from '@/lib/health/types';
import type { HealthDocument } from '@/lib/health/input';
import type { AlertSettings } from './settings';
import { verifySignature } from './sign';

// What the alert tests talk to, all real protocols on loopback: an SMTP server (smtp-server, with
// a password), a stand-in of the Telegram Bot API's sendMessage, and a webhook receiver that checks
// every signature. Each records what arrived.

export const BOT_TOKEN = '123456:test-token-abcdefghijklmnopqrstu';
export const SMTP_PASSWORD = 'smtp-password-not-for-logs';

const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));
const portOf = (server: Server) => (server.address() as AddressInfo).port;

async function startSmtp() {
  const mails: { to: string[]; subject: string; text: string }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'alerts' && auth.password === SMTP_PASSWORD)
        callback(null, { user: 1 });
      else callback(new Error('bad credentials'));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        mails.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.server.address() as AddressInfo).port;
  return {
    mails,
    url: `smtp://alerts:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

async function startTelegram() {
  const messages: { chat_id: string; text: string }[] = [];
  const paths: string[] = [];
  let failing = false;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      paths.push(req.url ?? '');
      if (failing || req.url !== `/bot${BOT_TOKEN}/sendMessage`) {
        res.writeHead(failing ? 500 : 404).end('{"ok":false}');
        return;
      }
      messages.push(JSON.parse(body) as { chat_id: string; text: string });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true,"result":{}}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    messages,
    paths,
    url: `http://127.0.0.1:${portOf(server)}`,
    fail: (on: boolean) => void (failing = on),
    close: () => close(server),
  };
}

async function startWebhookReceiver() {
  const received: Record<string, unknown>[] = [];
  let secret = '';
  let rejected = 0;
  let failing = false;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      if (failing) return void res.writeHead(503).end();
      if (!verifySignature(secret, body, req.headers['x-ofd-console-signature'] as string)) {
        rejected++;
        return void res.writeHead(401).end();
      }
      received.push(JSON.parse(body) as Record<string, unknown>);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    received,
    rejected: () => rejected,
    url: `http://127.0.0.1:${portOf(server)}/hook`,
    useSecret: (s: string) => void (secret = s),
    fail: (on: boolean) => void (failing = on),
    close: () => close(server),
  };
}

/** Every channel a rule sends on, started on loopback, with settings that point at them. */
export async function startChannels() {
  const [smtp, telegram, webhook] = await Promise.all([
    startSmtp(),
    startTelegram(),
    startWebhookReceiver(),
  ]);
  const settings = testSettings({ smtpUrl: smtp.url, telegramApiUrl: telegram.url });
  return {
    smtp,
    telegram,
    webhook,
    settings,
    close: async () => void (await Promise.all([smtp.close(), telegram.close(), webhook.close()])),
  };
}

export type Channels = Awaited<ReturnType<typeof startChannels>>;

export function testSettings(patch: Partial<AlertSettings> = {}): AlertSettings {
  return {
    smtpUrl: undefined,
    from: 'OFD Console <alerts@console.example>',
    telegramToken: BOT_TOKEN,
    telegramApiUrl: 'http://127.0.0.1:9',
    remindHours: 24,
    intervalMinutes: 5,
    allowPrivateWebhooks: true,
    maxSnoozeDays: 30,
    appUrl: 'https://console.example',
    ...patch,
  };
}

/** Two days after the demo day of lib/health/testing.ts: its register has been silent 48 hours. */
export const LATER = NOW + 48 * 3_600_000;

/** The test register's board row at `now`, from the real health model. */
export function healthRow(
  documents: HealthDocument[] = dayOfDocuments(),
  now = LATER,
  patch: { organizationId?: string; rnm?: string } = {},
): HealthRow {
  const organizationId = patch.organizationId ?? 'org-1';
  const regNumber = patch.rnm ?? '0000000001000001';
  const health = assessRegister(
    input({ now, documents, register: register({ organizationId, regNumber }) }),
  );
  return {
    ...health,
    organizationName: `ООО «Ромашка» ${organizationId}`,
    name: 'Касса 1',
    salesPointName: 'Магазин',
    address: '443099, г. Самара, ул. Куйбышева, д. 91',
    utcOffset: 4,
    offsetAssumed: false,
  };
}

/** The same register once the documents up to `now` have arrived. */
export const caughtUpDocuments = () => [
  ...dayOfDocuments(),
  doc(106, '2026-03-12T08:00:00', { type: 'openShift', shiftNumber: 8 }),
  doc(107, '2026-03-12T11:00:00', { shiftNumber: 8 }),
];
