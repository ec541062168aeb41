// Creates an administrator with the users CLI (lib/auth/server/cli.ts), as an operator of a real
// installation would: with an external operator no demo people exist to sign in as. `env` says
// where the app keeps its people (OFD_DATA_DIR or DATABASE_URL). Returns the CLI's exit status.
import { spawnSync } from 'node:child_process';

export function createAdmin(person, env) {
  const created = spawnSync(
    'npx',
    [
      'tsx',
      '--conditions=react-server',
      'lib/auth/server/cli.ts',
      'create',
      '--role',
      'admin',
      '--email',
      person.email,
      '--password',
      person.password,
    ],
    { stdio: 'inherit', env: { ...process.env, ...env } },
  );
  return created.status;
}
