/**
 * The shell every dialog shares (login, quick order, notify-me): a dimmed backdrop that closes it,
 * a centred box that becomes a bottom sheet on a phone, its title (which names the dialog) and the
 * round close button; focus, Escape and the still page behind are use-modal.ts's. A dialog
 * extends the box with its own content styles (`styled(ModalDialog)`).
 */
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { theme } from '../../lib/theme';
import { Icon } from './icons';
import { RoundIconButton } from './round-icon-button';
import { useModal } from './use-modal';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

const ModalBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 110;
  background: rgba(12, 20, 28, 0.5);
  animation: ${fadeIn} 0.15s ease-out;
`;

const ModalFrame = styled.div`
  position: fixed;
  inset: 0;
  z-index: 111;
  display: grid;
  place-items: center;
  padding: ${theme.space(4)};
  overflow-y: auto;
  pointer-events: none;
  ${theme.media.mobile} {
    place-items: end center;
    padding: ${theme.space(3)} 0 0;
  }
`;

const ModalBox = styled.div`
  position: relative;
  width: min(440px, 100%);
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.raised};
  pointer-events: auto;
  animation: ${rise} 0.18s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  h2 {
    margin: 0 ${theme.space(10)} 0 0;
    font-size: 21px;
  }
  ${theme.media.mobile} {
    width: 100%;
    padding: ${theme.space(5)} ${theme.space(4)} max(${theme.space(6)}, env(safe-area-inset-bottom));
    border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
  }
`;

const ModalClose = styled(RoundIconButton)`
  position: absolute;
  top: ${theme.space(4)};
  right: ${theme.space(4)};
  &:hover {
    background: ${theme.color.page};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.accent};
  }
`;

export function ModalDialog({
  title,
  closeLabel,
  onClose,
  initialFocus,
  className,
  children,
  'data-testid': testId,
}: {
  /** the dialog's heading, which is also its accessible name */
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** the control that takes focus when the dialog opens; the close button when none is given */
  initialFocus?: RefObject<HTMLElement>;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const id = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  useModal(onClose, initialFocus ?? closeButton);
  return (
    <>
      <ModalBackdrop onClick={onClose} aria-hidden="true" />
      <ModalFrame>
        <ModalBox
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          className={className}
          data-testid={testId}
        >
          <h2 id={`${id}-title`}>{title}</h2>
          <ModalClose ref={closeButton} type="button" onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" />
          </ModalClose>
          {children}
        </ModalBox>
      </ModalFrame>
    </>
  );
}
