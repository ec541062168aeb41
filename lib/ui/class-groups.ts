// Which Tailwind utility a class sets, for cn() to let a later class win over an earlier one of
// the same utility. It covers the utilities this app writes; lib/ui/cn.test.ts holds it to
// tailwind-merge's verdict for every pair of classes found in the source, so a new kind of class
// that it would merge differently fails that test. Why not tailwind-merge itself: its full table of
// every Tailwind utility is ~8 kB gzip on every page, for the few dozen utilities used here.

const SIZES = 'xs|sm|base|lg|xl|\\d+xl';
const SIDES = ['t', 'r', 'b', 'l', 's', 'e', 'x', 'y'];
/** An arbitrary value, `[…]`, as Tailwind writes it. */
const ANY = '\\[[^\\]]+\\]';
const LENGTH = `${ANY}|\\d+(\\.\\d+)?|px|auto|full|screen|[dls]v[hw]|min|max|fit|\\d+/\\d+|\\d*xs|\\d*xl|sm|md|lg|prose|none`;

type Rule = [RegExp, string | ((m: RegExpMatchArray) => string)];

// First match wins; a class matching none is never merged away (as tailwind-merge does with
// classes it does not know).
const RULES: Rule[] = [
  [new RegExp(`^text-(${SIZES})(/.+)?$`), 'font-size'],
  [/^text-\[\d+(\.\d+)?(px|rem|em)\]$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(ellipsis|clip)$/, 'text-overflow'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-(sans|serif|mono)$/, 'font-family'],
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|table|table-row|table-cell|contents|hidden|flow-root|list-item)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration-line'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^truncate$/, 'text-overflow'],
  [/^(tabular-nums|lining-nums|oldstyle-nums|proportional-nums)$/, 'fvn-spacing'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^flex-(row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^flex-(1|auto|initial|none|\d+)$/, 'flex'],
  [/^-?order-(\d+|first|last|none)$/, 'order'],
  [/^(shrink|grow)(-\d+)?$/, (m) => m[1]!],
  [/^basis-/, 'basis'],
  [/^grid-cols-/, 'grid-cols'],
  [/^grid-rows-/, 'grid-rows'],
  [/^col-span-/, 'col-start-end'],
  [/^row-span-/, 'row-start-end'],
  [/^align-(baseline|top|middle|bottom|text-top|text-bottom|sub|super)$/, 'vertical-align'],
  [/^divide-([xy])(-\d+)?$/, (m) => `divide-${m[1]}`],
  [/^divide-/, 'divide-color'],
  [/^accent-/, 'accent'],
  [/^border-spacing(-[xy])?-/, (m) => `border-spacing${m[1] ?? ''}`],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border-(collapse|separate)$/, 'border-collapse'],
  [/^border(-\d+)?$/, 'border-w'],
  [/^border-([trblsexy])(-\d+)?$/, (m) => `border-w-${m[1]}`],
  [/^border-([trblsexy])-/, (m) => `border-color-${m[1]}`],
  [/^border-/, 'border-color'],
  [/^ring(-\d+)?$/, 'ring-w'],
  [/^ring-offset-\d+$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-inset$/, 'ring-w-inset'],
  [/^ring-/, 'ring-color'],
  [/^outline(-\d+)?$/, 'outline-w'],
  [/^outline-(none|hidden|dashed|dotted|double|solid)$/, 'outline-style'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline-/, 'outline-color'],
  [new RegExp(`^shadow(-(xs|sm|md|lg|xl|2xl|none|inner|${ANY}))?$`), 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^rounded(-(none|xs|sm|md|lg|xl|\d+xl|full))?$/, 'rounded'],
  [/^rounded-(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee)(-.+)?$/, (m) => `rounded-${m[1]}`],
  [/^bg-/, 'bg-color'],
  [/^decoration-/, 'decoration'],
  [/^underline-offset-/, 'underline-offset'],
  [/^(p|px|py|pt|pr|pb|pl|ps|pe)-/, (m) => m[1]!],
  [/^-?(m|mx|my|mt|mr|mb|ml|ms|me)-/, (m) => m[1]!],
  [/^-?space-(x|y)-(\d+(\.\d+)?|px)$/, (m) => `space-${m[1]}`],
  [/^gap-(x|y)-/, (m) => `gap-${m[1]}`],
  [/^gap-/, 'gap'],
  [new RegExp(`^(w|h|size|min-w|max-w|min-h|max-h)-(${LENGTH})$`), (m) => m[1]!],
  [
    new RegExp(`^-?(inset|inset-x|inset-y|top|right|bottom|left|start|end)-(${LENGTH})$`),
    (m) => m[1]!,
  ],
  [/^-?z-/, 'z'],
  [/^opacity-/, 'opacity'],
  [/^overflow-(x|y)-/, (m) => `overflow-${m[1]}`],
  [/^overflow-/, 'overflow'],
  [/^whitespace-(normal|nowrap|pre|pre-line|pre-wrap|break-spaces)$/, 'whitespace'],
  [/^break-(normal|words|all|keep)$/, 'word-break'],
  [/^wrap-(break-word|anywhere|normal)$/, 'overflow-wrap'],
  [/^items-(start|end|center|baseline|stretch)$/, 'align-items'],
  [/^justify-(start|end|center|between|around|evenly|stretch|normal)$/, 'justify-content'],
  [/^self-(auto|start|end|center|stretch|baseline)$/, 'align-self'],
  [/^cursor-[a-z-]+$/, 'cursor'],
  [/^pointer-events-(none|auto)$/, 'pointer-events'],
  [/^select-(none|text|all|auto)$/, 'select'],
  [/^list-(none|disc|decimal)$/, 'list-style-type'],
  [/^list-(inside|outside)$/, 'list-style-position'],
  [/^leading-/, 'leading'],
  [/^tracking-/, 'tracking'],
  [/^animate-/, 'animate'],
  [new RegExp(`^transition(-[a-z]+|-${ANY})?$`), 'transition'],
  [/^duration-/, 'duration'],
  [/^ease-/, 'ease'],
  [/^fill-/, 'fill'],
  [/^stroke-\d+$/, 'stroke-w'],
  [/^stroke-/, 'stroke'],
  [/^table-(auto|fixed)$/, 'table-layout'],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^aspect-/, 'aspect'],
  [/^origin-/, 'origin'],
  [/^scroll-(m|p)[trblxyse]?-/, (m) => `scroll-${m[0]}`],
  [/^appearance-/, 'appearance'],
  [/^resize(-[xy]|-none)?$/, 'resize'],
  [/^tabular-nums$/, 'fvn-spacing'],
];

/** The utility a class sets, or undefined when it is not one cn() knows. */
export function groupOf(base: string): string | undefined {
  for (const [pattern, group] of RULES) {
    const match = base.match(pattern);
    if (match) return typeof group === 'string' ? group : group(match);
  }
  return undefined;
}

// A class of the first group also sets what the listed groups set: a later `p-4` replaces an
// earlier `px-2`, while a later `px-2` only refines an earlier `p-4`.
const OVERRIDES: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['basis', 'grow', 'shrink'],
  'font-size': ['leading'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-s', 'rounded-e'],
  'border-spacing': ['border-spacing-x', 'border-spacing-y'],
  'border-w': SIDES.map((s) => `border-w-${s}`),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': SIDES.map((s) => `border-color-${s}`),
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
};

export function overriddenBy(group: string): string[] {
  return OVERRIDES[group] ?? [];
}
