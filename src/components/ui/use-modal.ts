/**
 * What every modal layer (side panels, the filter drawer, the image viewer) does while open: focus
 * its first control, close on Escape, keep the page behind from scrolling, and when it closes give
 * focus back to the control that opened it (WCAG 2.4.3), not to the page's body.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useModal(onClose: () => void, focusRef: RefObject<HTMLElement>) {
  // Callers may pass a new function on every render (the filter drawer does): reading it through a
  // ref keeps the effect below from running again, which would take focus back to the first control.
  const close = useRef(onClose);
  close.current = onClose;
  // A layout effect: focus and the Escape listener are in place before the layer is first painted,
  // so a key pressed as soon as the layer shows reaches it (a passive effect can run a frame later
  // on a busy device). Layers render only after a click, never in the static HTML.
  useLayoutEffect(() => {
    // The control that opened the layer still has focus here; a layer that replaces another (the
    // phone menu opening the categories) finds focus already given back to the first one's opener.
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    focusRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [focusRef]);
}
