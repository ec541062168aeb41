'use client';

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [role^="menuitem"]';

/**
 * Open/close logic shared by popovers and menus (the trigger carries data-popover-trigger): Escape closes and returns focus to the trigger;
 * a pointer press or focus move outside closes without stealing focus back; on opening, focus
 * moves into the panel (a [data-autofocus] element, else the first focusable one) unless a child
 * already took it (the calendar focuses its selected day itself).
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) rootRef.current?.querySelector<HTMLElement>('[data-popover-trigger]')?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) {
      const target =
        panel.querySelector<HTMLElement>('[data-autofocus]') ??
        panel.querySelector<HTMLElement>(focusable);
      target?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    // relatedTarget is null for clicks on non-focusable content; pointerdown covers real outside clicks.
    if (next && !rootRef.current?.contains(next)) close(false);
  };

  return {
    open,
    setOpen,
    close,
    toggle: () => setOpen((value) => !value),
    panelId,
    rootRef,
    panelRef,
    onKeyDown,
    onBlur,
  };
}
