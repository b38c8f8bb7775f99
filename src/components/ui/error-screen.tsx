/**
 * A full-page problem: a status code, a message and two ways on (spec §2, §8). The error page's
 * Back reloads (the data may load now); the 404 page's Back goes back in history.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './button';
import { LinkButton } from './link-button';
import { Icon } from './icons';
import { useLocalPath } from '../../lib/lng-context';
import { theme } from '../../lib/theme';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  max-width: 640px;
  margin: ${theme.space(12)} auto;
  padding: ${theme.space(10)} ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  text-align: center;
  .code {
    font-size: 72px;
    font-weight: 800;
    line-height: 1;
    color: ${theme.color.brand};
    letter-spacing: -0.04em;
  }
  h1 {
    margin: 0;
    font-size: 22px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
  .actions {
    display: flex;
    gap: 12px;
    margin-top: 12px;
    flex-wrap: wrap;
    justify-content: center;
  }
`;

/** The status text for a code; 429 says 'Too Many Requests' as the spec asks. */
export const statusMessageId = (status: number) =>
  status === 429 ? 'error.tooManyRequests' : status === 404 ? 'error.notFound' : 'error.generic';

export function ErrorScreen({
  status,
  title,
  text,
  onBack,
}: {
  status: number;
  title: ReactNode;
  text?: ReactNode;
  onBack: () => void;
}) {
  const localize = useLocalPath();
  return (
    <Box role="alert">
      <span className="code">{status}</span>
      <h1>{title}</h1>
      {text && <p>{text}</p>}
      <div className="actions">
        <LinkButton to={localize('/')} variant="primary">
          <Icon name="home" size={18} />
          <FormattedMessage id="common.home" />
        </LinkButton>
        <Button variant="secondary" onClick={onBack}>
          <Icon name="arrowLeft" size={18} />
          <FormattedMessage id="common.back" />
        </Button>
      </div>
    </Box>
  );
}

/** The error page for a failed load: Back reloads the page. */
export function ErrorPage({ status, text }: { status: number; text?: ReactNode }) {
  return (
    <ErrorScreen
      status={status}
      title={<FormattedMessage id={statusMessageId(status)} />}
      text={text ?? <FormattedMessage id={status === 429 ? 'error.tooManyRequests.text' : 'error.text'} />}
      onBack={() => window.location.reload()}
    />
  );
}
