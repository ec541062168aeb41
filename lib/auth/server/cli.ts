import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { isRole, ownerSeesNothing } from '@/lib/auth/roles';
import { getEnv } from '@/lib/env';
import { runMain, UsageError } from '@/lib/cli/run-main';
import { openAppAuth } from './open';
import { recordAudit } from './audit';
import { openAppDatabase } from '@/lib/app-database/database';
import {
  PeopleError,
  createPerson,
  findPersonByEmail,
  listPeople,
  setDisabled,
  setPassword,
} from './people';

// People from the command line (package.json: users:create, users:list, users:disable,
// users:set-password), for the first administrator and for automation: non-interactive, one line
// on success, a message and a non-zero exit code otherwise. Uses the app database the app uses:
// DATABASE_URL's PostgreSQL, else OFD_DATA_DIR.

const USAGE = `Usage:
  npm run users:create       -- --email <e> --password <p> --role <admin|owner|support> [--org <organizationId> ...]
  npm run users:list
  npm run users:disable      -- --email <e> [--enable]
  npm run users:set-password -- --email <e> --password <p>
The app database is $DATABASE_URL's PostgreSQL, else app.sqlite in $OFD_DATA_DIR (.data)`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      org: { type: 'string', multiple: true },
      enable: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  process.env.OFD_DATA_DIR ??= '.data';
  const { dataDir, databaseUrl } = getEnv();
  const app = await openAppAuth(openAppDatabase({ dataDir, databaseUrl }));
  const audit = (
    action: Parameters<typeof recordAudit>[1]['action'],
    subject: string,
    role?: string,
  ) => recordAudit(app.db, { action, subject, details: { via: 'cli', role } });
  const email = () => values.email ?? fail('--email is required');
  if (command === 'create') {
    if (!isRole(values.role)) fail('--role must be admin, owner or support');
    const person = await createPerson(app, {
      email: email(),
      password: values.password ?? fail('--password is required'),
      role: values.role,
      orgIds: values.org ?? [],
    });
    await audit('person-created', person.email, person.role);
    console.log(`created ${person.role} ${person.email} (${person.id})`);
    if (ownerSeesNothing(person)) {
      console.error(
        'warning: an owner with no --org sees nothing; create them again with --org <organizationId>, or tick their organizations at /settings/people',
      );
    }
  } else if (command === 'list') {
    for (const p of await listPeople(app)) {
      const orgs = p.role === 'owner' ? p.orgIds.join(',') || '-' : 'all';
      console.log([p.email, p.role, p.disabled ? 'disabled' : 'active', orgs].join('\t'));
    }
  } else if (command === 'disable') {
    const person = await findPersonByEmail(app, email());
    await setDisabled(app, person.id, !values.enable);
    await audit(values.enable ? 'person-enabled' : 'person-disabled', person.email);
    console.log(`${values.enable ? 'enabled' : 'disabled'} ${person.email}`);
  } else if (command === 'set-password') {
    const person = await findPersonByEmail(app, email());
    await setPassword(app, person.id, values.password ?? fail('--password is required'));
    await audit('person-password-set', person.email);
    console.log(`password set for ${person.email}; their sessions have ended`);
  } else {
    fail(`unknown command "${command}"`);
  }
  await app.db.close();
  return 0;
}

function fail(message: string): never {
  throw new UsageError(message);
}

/** The errors a person can mend, said in a line: exit 1 for bad input, 3 for a taken email, else 4. */
function explain(error: unknown): number | undefined {
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    console.error(`invalid ${issue?.path.join('.') || 'input'}: ${issue?.message}`);
    return 1;
  }
  if (error instanceof PeopleError) {
    console.error(error.message);
    return error.reason === 'duplicate-email' ? 3 : 4;
  }
  return undefined;
}

runMain(main, USAGE, explain);
