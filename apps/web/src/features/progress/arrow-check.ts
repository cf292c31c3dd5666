import type { KeyboardEvent } from 'react';

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * Radix radio groups check the item that arrow keys move to only while the key is still down (the
 * focus moves in a timeout); a quick tap can move the focus without choosing. Put on the group's
 * root: after an arrow key, the focused item is chosen, as in a native radio group.
 */
export function checkFocusedOnArrow(e: KeyboardEvent<HTMLElement>) {
  if (!ARROWS.has(e.key)) return;
  const group = e.currentTarget;
  window.setTimeout(() => {
    const el = document.activeElement;
    if (
      el instanceof HTMLElement &&
      group.contains(el) &&
      el.getAttribute('role') === 'radio' &&
      el.getAttribute('aria-checked') !== 'true'
    )
      el.click();
  });
}
