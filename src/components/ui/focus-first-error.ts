/**
 * After a refused submit, the shopper is taken to the first field the form marks wrong: its
 * messages may be above the fold, and a keyboard user's focus would stay on the submit button with
 * nothing on screen changed. The field is scrolled to the middle of the view (the fixed header
 * would cover it at the top), then focused without scrolling again.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export function focusFirstError(container: HTMLElement | null): boolean {
  const marked = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  // a radio group is marked as a whole (a radio takes no aria-invalid); its chosen or first radio takes the focus
  const field =
    marked?.getAttribute('role') === 'radiogroup'
      ? (marked.querySelector<HTMLElement>('input:checked') ?? marked.querySelector<HTMLElement>('input'))
      : marked;
  if (!field) return false;
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
  return true;
}

/** A ref for the form and a function to call on a refused submit; the focus moves once the errors render. */
export function useFocusFirstError<T extends HTMLElement>(): [RefObject<T>, () => void] {
  const container = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked) focusFirstError(container.current);
  }, [asked]);
  const ask = useCallback(() => setAsked((count) => count + 1), []);
  return [container, ask];
}
