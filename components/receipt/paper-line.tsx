import type { ReactNode } from 'react';

/** One line of a paper receipt: a label at the left, its value at the right edge. */
export function PaperLine({
  label,
  value,
  strong,
}: {
  label: ReactNode;
  value?: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'text-base font-bold' : ''}`}>
      <span>{label}</span>
      {value !== undefined ? <span className="text-right whitespace-nowrap">{value}</span> : null}
    </div>
  );
}

export function PaperRule() {
  return <hr className="my-2 border-0 border-t border-dashed border-slate-500" />;
}
