import { besideDefault } from '@/lib/ofd/testing/beside-default';
import { startTaxcomStandIn } from './stand-in';

// The default operator and a Taxcom stand-in beside it for a test file (docs/operators.md):
// connection `taxcom1` titled «Такском».

/** Sets both up around the file; `paths` adds the default operator's answers by path. */
export function twoOperators(name: string, paths: Record<string, unknown> = {}) {
  const { upstream, standIn } = besideDefault(
    name,
    () => startTaxcomStandIn(undefined, 'taxcom1'),
    paths,
  );
  return { upstream, taxcom: standIn };
}
