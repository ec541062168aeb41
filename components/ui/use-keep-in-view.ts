'use client';

import { useLayoutEffect, type RefObject } from 'react';

/** Room kept between a shifted panel and the window's edge, in CSS pixels. */
const MARGIN = 8;

/**
 * Keeps an open panel inside the window's width: a panel anchored to a field in the right half of
 * the page (the documents page's period) grew past the right edge in Russian, whose presets and
 * month names are wider, and its last days were cut off. It is moved left by what sticks out,
 * never past the left edge, again whenever its size changes (the calendar arrives after the panel).
 */
export function useKeepInView(panelRef: RefObject<HTMLElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const place = () => {
      panel.style.translate = '';
      const { left, right } = panel.getBoundingClientRect();
      const over = right - (document.documentElement.clientWidth - MARGIN);
      const shift = Math.min(over, left - MARGIN);
      if (shift > 0) panel.style.translate = `${-Math.round(shift)}px 0`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(panel);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [panelRef, open]);
}
