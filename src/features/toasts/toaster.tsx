/**
 * Shows the current toast for 3000 ms. Both live regions are always in the page, so screen readers
 * announce a toast the moment it appears: errors and warnings assertively, the rest politely.
 */
import styled from '@emotion/styled';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { Icon, type IconName } from '../../components/ui/icons';
import { theme } from '../../lib/theme';
import { selectToast, toastDismissed, TOAST_MS, type Toast, type ToastVariant } from './toasts-slice';

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
`;

const COLORS: Record<ToastVariant, { background: string; icon: IconName }> = {
  success: { background: theme.color.success, icon: 'check' },
  info: { background: '#25313d', icon: 'bolt' },
  warn: { background: '#a15c00', icon: 'alert' },
  error: { background: theme.color.danger, icon: 'alert' },
};

const Box = styled.div<{ variant: ToastVariant }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(3)} ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${({ variant }) => COLORS[variant].background};
  color: #fff;
  box-shadow: ${theme.shadow.raised};
  font-size: 15px;
  line-height: 1.35;
  pointer-events: auto;
  animation: toast-in 0.18s ease-out;
  @keyframes toast-in {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  p {
    flex: 1;
    margin: 0;
  }
  button {
    display: grid;
    place-items: center;
    flex: none;
    width: 36px;
    height: 36px;
    border: 0;
    border-radius: ${theme.radius.sm};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  button:hover {
    background: rgba(255, 255, 255, 0.15);
  }
  button:focus-visible {
    outline: 2px solid #fff;
  }
`;

function ToastBox({ toast }: { toast: Toast }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(toastDismissed(toast.key)), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.key]);
  return (
    <Box variant={toast.variant} data-testid="toast" data-variant={toast.variant}>
      <Icon name={COLORS[toast.variant].icon} aria-hidden="true" />
      <p>
        <FormattedMessage id={toast.messageId} values={toast.values} />
      </p>
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'toast.close' })}
        onClick={() => dispatch(toastDismissed(toast.key))}
      >
        <Icon name="close" size={18} />
      </button>
    </Box>
  );
}

export function Toaster() {
  const toast = useAppSelector(selectToast);
  const urgent = toast !== null && (toast.variant === 'error' || toast.variant === 'warn');
  return (
    <>
      <Region role="status" aria-live="polite" aria-atomic="true">
        {toast && !urgent && <ToastBox key={toast.key} toast={toast} />}
      </Region>
      <Region role="alert" aria-live="assertive" aria-atomic="true">
        {toast && urgent && <ToastBox key={toast.key} toast={toast} />}
      </Region>
    </>
  );
}
