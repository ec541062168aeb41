import type { Page } from './load-aware-test';

// Phones (docs/phones.md): at 390 px every control a finger can hit is at least 44 × 44 px
// (WCAG 2.5.5). This is the one measure of it, used by the spec that opens menus, folds and the
// calendar (e2e/ui/tap-targets.spec.ts) and by the walk of every page (e2e/ui/every-page.spec.ts).
//
// What counts as a control: everything a tap acts on. A checkbox or radio with a label is tapped
// through its label (a tap on the label toggles it), so the label is measured and the box itself
// may stay small; one without a label is measured itself.
//
// What is not measured:
// - what a finger cannot hit: not rendered (display: none, visibility: hidden, zero size), or
//   inside `.sr-only` / `[aria-hidden=true]`;
// - a link in running text (WCAG 2.5.5's inline exception: making it 44 px tall would break the
//   sentence's lines). Precisely: the link itself lays out inline (`display: inline`), the
//   nearest ancestor that does not (its block) is a `p` or an `li`, and that block has a letter
//   or digit outside the link. A link alone in its item, or one made a box by CSS, is measured.
//
// A link stretched over its card (an absolute `::after`, `after:absolute after:inset-0`) is
// measured as the box its `::after` covers: its nearest positioned ancestor.

/** Every kind of element a finger can hit. */
export const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[role=button]',
  '[role=tab]',
  '[role=link]',
  '[role=checkbox]',
  '[role=switch]',
  '[role=menuitem]',
  'label',
];

/** The visible controls within `scope` smaller than 44 × 44 px, named by their text and size. */
export async function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, scope }) => {
      const toggles = (input: Element | null | undefined) =>
        input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio');

      /** A link that sits in a sentence: its line is the sentence's line. */
      function inRunningText(link: HTMLElement): boolean {
        if (link.tagName !== 'A' || getComputedStyle(link).display !== 'inline') return false;
        let block = link.parentElement;
        while (block && /^inline|^contents$/.test(getComputedStyle(block).display)) {
          block = block.parentElement;
        }
        if (!block || !['P', 'LI'].includes(block.tagName)) return false;
        const copy = block.cloneNode(true) as HTMLElement;
        const index = [...block.querySelectorAll('*')].indexOf(link);
        copy.querySelectorAll('*')[index]?.remove();
        return /[\p{L}\p{N}]/u.test(copy.textContent ?? '');
      }

      /** The box a tap on the element lands in. */
      function tapBox(element: HTMLElement): DOMRect {
        const after = getComputedStyle(element, '::after');
        if (after.position === 'absolute' && after.content !== 'none') {
          let holder: HTMLElement | null = element;
          while (holder && getComputedStyle(holder).position === 'static') {
            holder = holder.parentElement;
          }
          return (holder ?? element).getBoundingClientRect();
        }
        return element.getBoundingClientRect();
      }

      const small: string[] = [];
      const seen = new Set<HTMLElement>();
      for (const root of document.querySelectorAll(scope)) {
        for (const element of root.querySelectorAll<HTMLElement>(selector)) {
          if (seen.has(element)) continue;
          seen.add(element);
          // A label is a control when it is the way to a checkbox or radio; such a box is
          // tapped through its label.
          if (element instanceof HTMLLabelElement && !toggles(element.control)) continue;
          if (toggles(element) && (element as HTMLInputElement).labels?.length) continue;
          if (
            !element.checkVisibility({ checkVisibilityCSS: true }) ||
            element.closest('.sr-only, [aria-hidden=true]') ||
            inRunningText(element)
          ) {
            continue;
          }
          const box = tapBox(element);
          if (box.width === 0 || box.height === 0) continue;
          if (box.width < 43.5 || box.height < 43.5) {
            const name = [
              element.getAttribute('aria-label'),
              element.textContent,
              element.getAttribute('name'),
            ]
              .map((text) => (text ?? '').replace(/\s+/g, ' ').trim())
              .find(Boolean);
            const kind = element.getAttribute('type') ?? element.getAttribute('role');
            small.push(
              `${element.tagName.toLowerCase()}${kind ? `[${kind}]` : ''} "${(name ?? '').slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
            );
          }
        }
      }
      return small;
    },
    { selector: CONTROLS.join(', '), scope },
  );
}
