/** A drawer sliding in from the left (or right) over a dimmed page; Escape or the backdrop closes it. */
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../ui/icons';
import { RoundIconButton } from '../ui/round-icon-button';
import { useModal } from '../ui/use-modal';
import { theme } from '../../lib/theme';
import '../../lib/carried-texts/panels';

const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;
const slideInRight = keyframes`from { transform: translateX(100%); } to { transform: none; }`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgba(12, 20, 28, 0.45);
  animation: ${fadeIn} 0.15s ease-out;
`;

const Panel = styled.aside`
  position: fixed;
  top: 0;
  left: 0;
  bottom: 0;
  z-index: 101;
  width: min(360px, 88vw);
  display: flex;
  flex-direction: column;
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.raised};
  animation: ${slideIn} 0.2s ease-out;
  &.right {
    left: auto;
    right: 0;
    animation-name: ${slideInRight};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-bottom: 1px solid ${theme.color.line};
  h2 {
    margin: 0;
    font-size: 18px;
  }
`;

const Close = styled(RoundIconButton)`
  &:hover {
    background: ${theme.color.page};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Foot = styled.div`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-top: 1px solid ${theme.color.line};
`;

export function SidePanel({
  title,
  onClose,
  children,
  side = 'left',
  footer,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  side?: 'left' | 'right';
  footer?: ReactNode;
}) {
  const intl = useIntl();
  const closeRef = useRef<HTMLButtonElement>(null);
  useModal(onClose, closeRef);
  return (
    <>
      <Backdrop onClick={onClose} aria-hidden="true" />
      <Panel role="dialog" aria-modal="true" aria-label={title} className={side}>
        <Head>
          <h2>{title}</h2>
          <Close ref={closeRef} onClick={onClose} aria-label={intl.formatMessage({ id: 'panel.close' })}>
            <Icon name="close" />
          </Close>
        </Head>
        <Body>{children}</Body>
        {footer && <Foot>{footer}</Foot>}
      </Panel>
    </>
  );
}
