import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describeProblem } from '@/lib/env';
import { checkSettings } from './check';

// `npm start` runs this before it builds or serves (lib/launch/start.mjs): the settings as the
// production server will see them are checked, and a wrong one stops the start with exit code 1
// and every problem named (docs/configuration.md, "Checked at start"). The server reads the
// environment first, then the .env files Next loads in production, the first to set a variable
// winning; the same is read here (without Next's $VAR expansion, which a check does not need).

const ENV_FILES = ['.env.production.local', '.env.local', '.env.production', '.env'];

function withEnvFiles(root: string): Record<string, string | undefined> {
  const source: Record<string, string | undefined> = { ...process.env };
  for (const name of ENV_FILES) {
    const file = path.join(root, name);
    if (!existsSync(file)) continue;
    for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
      source[key] ??= value;
    }
  }
  return source;
}

const problems = checkSettings(withEnvFiles(process.cwd()));
if (problems.length > 0) {
  console.error('[ofd-console] The settings cannot be applied; nothing was started:');
  for (const problem of problems) console.error(`  ${describeProblem(problem)}`);
  console.error('[ofd-console] Fix them (docs/configuration.md) and run npm start again.');
  process.exit(1);
}
