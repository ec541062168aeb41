import { OperatorOf } from './operator-of';

/**
 * "Operator: …" above a page's problem when several operators are configured: a page that could
 * not be read says whose failure it is, since the others' pages still answer. Nothing with one.
 */
export function ProblemOperator({ operator }: { operator?: { title: string | undefined } }) {
  if (!operator) return null;
  return (
    <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
      <OperatorOf operator={operator.title} testId="problem-operator" />
    </p>
  );
}
