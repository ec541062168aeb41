import { cruise, type ICruiseResult, type IReporterOutput } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

// dependency-cruiser run from a test with the repository's own rules (.dependency-cruiser.cjs), as
// `npm run lint:layers` runs it: for tests that prove a rule fails where it should, and for
// measures of what a module reaches.

const CONFIG = './.dependency-cruiser.cjs';

const resultOf = ({ output }: IReporterOutput): ICruiseResult =>
  typeof output === 'string' ? (JSON.parse(output) as ICruiseResult) : output;

/** The repository's rules and options, as the lint reads them. */
async function repositoryRules() {
  return extractDepcruiseOptions(CONFIG);
}

/** Cruises `paths` from the repository's root with its rules, aliases and tsconfig. */
export async function cruiseRepository(paths: string[]): Promise<ICruiseResult> {
  const options = await repositoryRules();
  return resultOf(await cruise(paths, options, {}, { tsConfig: extractTSConfig('tsconfig.json') }));
}

/** Cruises `paths` of a tree of files of its own (`baseDir`) with the repository's rules only. */
export async function cruiseTree(baseDir: string, paths: string[]): Promise<ICruiseResult> {
  const { ruleSet } = await repositoryRules();
  return resultOf(
    await cruise(paths, { ruleSet, validate: true, baseDir, tsPreCompilationDeps: true }),
  );
}

/** The modules a cruise reached that are the project's own: not a package, not Node's. */
export function projectModules(result: ICruiseResult): string[] {
  return result.modules
    .filter((m) => !m.coreModule && !m.couldNotResolve && !m.source.includes('node_modules/'))
    .map((m) => m.source);
}
