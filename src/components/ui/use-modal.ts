/**
 * What every modal layer (side panels, the image viewer) does while open: focus its first control,
 * close on Escape, and keep the page behind from scrolling.
 */
import { useEffect, type RefObject } from 'react';

export function useModal(onClose: () => void, focusRef: RefObject<HTMLElement>) {
  useEffect(() => {
    focusRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose, focusRef]);
}
