/**
 * A toast as it shows: its colour and icon, its text, a close button, and its 3000 ms. Its own chunk
 * with its texts (`toast.*`, all three languages: small), loaded when the browser is idle after the
 * page starts, or with the first toast (toaster.tsx): no page's first load pays for it.
 */
import styled from '@emotion/styled';
import { useEffect } from 'react';
import { FormattedMessage, RawIntlProvider, useIntl } from 'react-intl';
import en from '../../../locales/en.json?part=toast';
import ru from '../../../locales/ru.json?part=toast';
import tm from '../../../locales/tm.json?part=toast';
import { Icon, type IconName } from '../../components/ui/icons';
import { bundledTexts, useLaterTexts } from '../../lib/later-texts';
import { useAppDispatch } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { toastDismissed, TOAST_MS, type Toast, type ToastVariant } from './toasts-slice';

const TOAST_TEXTS = bundledTexts({ tm, ru, en });

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

function Shown({ toast }: { toast: Toast }) {
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

/** The toast, once its texts are in the page's (at once: they are in this chunk). */
export function ToastBox({ toast }: { toast: Toast }) {
  const texts = useLaterTexts('toast', TOAST_TEXTS);
  return texts.intl ? (
    <RawIntlProvider value={texts.intl}>
      <Shown toast={toast} />
    </RawIntlProvider>
  ) : null;
}
