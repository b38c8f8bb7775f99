import styled from '@emotion/styled';
import { Suspense, type ReactNode } from 'react';
import { theme } from '../../lib/theme';
import { WhenSeen } from './when-seen';

const Wrap = styled.section`
  margin-top: ${theme.space(8)};
  ${theme.media.mobile} {
    margin-top: ${theme.space(6)};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: ${theme.space(4)};
  h2 {
    margin: 0;
    font-size: 22px;
    letter-spacing: -0.01em;
  }
  ${theme.media.mobile} {
    h2 {
      font-size: 19px;
    }
  }
`;

/**
 * A titled block of a page; `aside` sits right of the title (a countdown, a "see all" link).
 * The content is a Suspense boundary: React hydrates each block in a task of its own, at low
 * priority and in slices, instead of the whole page in one long task (nothing in it suspends).
 * With `whenSeen` (catalogue pages' blocks) it hydrates only when the shopper gets near it
 * (when-seen.tsx, docs/adr/022). Data that changes after load must not reach a block that has not
 * hydrated through a changing context value (see live-offers.tsx): React would discard its server
 * HTML (error 421).
 */
export function Section({
  title,
  id,
  aside,
  whenSeen = false,
  children,
}: {
  title: string;
  id?: string;
  aside?: ReactNode;
  whenSeen?: boolean;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Wrap id={id} aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        {aside}
      </Head>
      {whenSeen ? <WhenSeen>{children}</WhenSeen> : <Suspense fallback={null}>{children}</Suspense>}
    </Wrap>
  );
}

export const Panel = styled.div`
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  ${theme.media.mobile} {
    padding: ${theme.space(4)};
  }
`;

export const PageTitle = styled.h1`
  margin: ${theme.space(2)} 0 ${theme.space(4)};
  font-size: 30px;
  letter-spacing: -0.02em;
  /* a title may hold the shopper's words (a search query from the URL): a long unbroken one wraps */
  overflow-wrap: break-word;
  ${theme.media.mobile} {
    font-size: 23px;
  }
`;
