import 'server-only';
import { z } from 'zod';

// The operator connections beside the default one (docs/configuration.md, "Several operators"),
// read from the environment that lib/env.ts hands over: `OFD_CONNECTIONS=taxcom1,…` names them,
// and each name's variables `OFD_<NAME>_KIND`, `_BASE_URL`, `_TITLE` and its kind's credentials
// describe it. A connection is whole or refused: every problem names its variable, never a value.

export type TaxcomConnectionSettings = {
  kind: 'taxcom';
  /** Lower case; the prefix of its organizations' ids (`<name>~<inn>`, docs/operators.md). */
  name: string;
  /** What people see beside its rows. */
  title: string;
  /** The address before `/API/v2`, without a trailing slash. */
  baseUrl: string;
  integratorId: string;
  login: string;
  password: string;
};
/** OFD.ru («API ОФД»): a log-in of its personal account and the INNs it reads (docs/operators.md). */
export type OfdRuConnectionSettings = {
  kind: 'ofdru';
  name: string;
  title: string;
  /** The address before `/api`, without a trailing slash. */
  baseUrl: string;
  login: string;
  password: string;
  /** The organizations to read: OFD.ru publishes no list of them, so they are configured. */
  inns: string[];
};
export type ConnectionSettings = TaxcomConnectionSettings | OfdRuConnectionSettings;
type ConnectionProblem = { variable: string; problem: string };

const KINDS = ['taxcom', 'ofdru'] as const;
const NAME = /^[a-z][a-z0-9]{0,19}$/;
const printable = (max: number) =>
  z
    .string()
    .regex(new RegExp(`^[\\x21-\\x7e]{1,${max}}$`), 'must be printable ASCII without spaces');

const baseUrl = z.string().superRefine((value, ctx) => {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol)) {
    ctx.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL' });
  } else if (url.username || url.password) {
    ctx.addIssue({ code: 'custom', message: 'must not contain credentials' });
  }
});

const taxcomFields = {
  BASE_URL: baseUrl,
  INTEGRATOR_ID: printable(200),
  LOGIN: z.string().min(1, 'must not be empty').max(200),
  PASSWORD: z.string().min(1, 'must not be empty').max(200),
  TITLE: z.string().trim().min(1).max(80).optional(),
};

const INN = /^(\d{10}|\d{12})$/;
const ofdRuFields = {
  BASE_URL: baseUrl,
  LOGIN: taxcomFields.LOGIN,
  PASSWORD: taxcomFields.PASSWORD,
  INNS: z
    .string()
    .transform((value) => value.split(',').map((inn) => inn.trim()))
    .refine(
      (inns) => inns.every((inn) => INN.test(inn)) && new Set(inns).size === inns.length,
      'must be distinct INNs of 10 or 12 digits, comma-separated',
    ),
  TITLE: taxcomFields.TITLE,
};

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** The connections and what is wrong with them; a connection with a problem is left out. */
export function readConnections(source: Record<string, string | undefined>): {
  connections: ConnectionSettings[];
  problems: ConnectionProblem[];
} {
  const list = source.OFD_CONNECTIONS;
  if (blank(list)) return { connections: [], problems: [] };
  const names = list!.split(',').map((name) => name.trim());
  const problems: ConnectionProblem[] = [];
  const bad = names.find((name) => !NAME.test(name));
  if (bad !== undefined || new Set(names).size !== names.length) {
    problems.push({
      variable: 'OFD_CONNECTIONS',
      problem: 'must be distinct names of lower-case letters and digits, comma-separated',
    });
    return { connections: [], problems };
  }
  const connections: ConnectionSettings[] = [];
  for (const name of names) {
    const read = readOne(name, source);
    if ('problems' in read) problems.push(...read.problems);
    else connections.push(read.connection);
  }
  return { connections, problems };
}

function readOne(
  name: string,
  source: Record<string, string | undefined>,
): { connection: ConnectionSettings } | { problems: ConnectionProblem[] } {
  const prefix = `OFD_${name.toUpperCase()}_`;
  const kind = source[`${prefix}KIND`];
  if (!KINDS.includes(kind as (typeof KINDS)[number])) {
    return {
      problems: [{ variable: `${prefix}KIND`, problem: `must be one of: ${KINDS.join(', ')}` }],
    };
  }
  const problems: ConnectionProblem[] = [];
  const fields: Record<string, z.ZodType> = kind === 'ofdru' ? ofdRuFields : taxcomFields;
  const values: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(fields)) {
    const variable = `${prefix}${field}`;
    const raw = blank(source[variable]) ? undefined : source[variable];
    const optional = schema.safeParse(undefined).success;
    if (raw === undefined && !optional) {
      problems.push({ variable, problem: `is required for a connection of kind ${kind}` });
      continue;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      problems.push({ variable, problem: parsed.error.issues[0]?.message ?? 'is invalid' });
    } else values[field] = parsed.data;
  }
  if (problems.length > 0) return { problems };
  const text = (field: string) => values[field] as string;
  const common = {
    name,
    title: (values.TITLE as string | undefined) ?? name,
    baseUrl: text('BASE_URL').replace(/\/+$/, ''),
    login: text('LOGIN'),
    password: text('PASSWORD'),
  };
  if (kind === 'ofdru') {
    return { connection: { kind, ...common, inns: values.INNS as string[] } };
  }
  return { connection: { kind: 'taxcom', ...common, integratorId: text('INTEGRATOR_ID') } };
}
