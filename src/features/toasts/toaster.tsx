/**
 * The page's two live regions for toasts, always there, so screen readers announce a toast the
 * moment it appears: errors and warnings assertively, the rest politely. The toast itself
 * (toast-box.tsx) is a chunk of its own, fetched when the browser is first idle.
 */
import styled from '@emotion/styled';
import { Suspense, useEffect } from 'react';
import { whenIdle } from '../../lib/idle';
import { lazyPart } from '../../lib/lazy-part';
import { useAppSelector } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { selectToast } from './toasts-slice';

const loadToastBox = () => import('./toast-box').then((module) => module.ToastBox);
const ToastBox = lazyPart(loadToastBox);

const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: max(${theme.space(5)}, env(safe-area-inset-bottom));
  z-index: 1000;
  transform: translateX(-50%);
  width: min(440px, calc(100vw - ${theme.space(6)}));
  pointer-events: none;
  &:empty {
    display: none;
  }
  /* While the cookie banner covers the window's bottom, a toast shows at the top: it would cover the
     banner's buttons. (A browser without :has keeps toasts at the bottom.) */
  body:has([data-consent-banner]:not([hidden] *)) & {
    top: max(${theme.space(4)}, env(safe-area-inset-top));
    bottom: auto;
  }
`;

export function Toaster() {
  const toast = useAppSelector(selectToast);
  const urgent = toast !== null && (toast.variant === 'error' || toast.variant === 'warn');
  // ready before the shopper's first action; a failed fetch is tried again by the first toast
  useEffect(() => whenIdle(() => void loadToastBox().catch(() => undefined)), []);
  return (
    <>
      <Region role="status" aria-live="polite" aria-atomic="true">
        {toast && !urgent && (
          <Suspense fallback={null}>
            <ToastBox key={toast.key} toast={toast} />
          </Suspense>
        )}
      </Region>
      <Region role="alert" aria-live="assertive" aria-atomic="true">
        {toast && urgent && (
          <Suspense fallback={null}>
            <ToastBox key={toast.key} toast={toast} />
          </Suspense>
        )}
      </Region>
    </>
  );
}
