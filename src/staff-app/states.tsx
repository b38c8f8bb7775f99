/** What a staff screen shows while it loads, when a load failed, and its notices: the kit's boxes. */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../components/ui/button';
import { FormNotice } from '../components/ui/field-kit';
import { theme } from '../lib/theme';

const Box = styled(FormNotice)`
  margin: ${theme.space(3)} 0;
  flex-wrap: wrap;
  align-items: center;
`;

/** A notice: `error` is announced at once, `success` and `info` politely. */
export function Notice({ tone = 'info', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <Box className={tone === 'info' ? undefined : tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}

export function Loading() {
  return (
    <p role="status" aria-live="polite">
      <FormattedMessage id="staff.loading" />
    </p>
  );
}

/** A load that failed: the API's own message (already in the app's language) and a retry. */
export function LoadFailed({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <Notice tone="error">
      <span>
        <FormattedMessage id="staff.loadFailed" /> {error.message}
      </span>
      <Button variant="secondary" onClick={retry}>
        <FormattedMessage id="staff.retry" />
      </Button>
    </Notice>
  );
}
