import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { theme } from '../../lib/theme';

const Wrap = styled.section`
  margin-top: ${theme.space(8)};
  ${theme.media.mobile} { margin-top: ${theme.space(6)}; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: ${theme.space(4)};
  h2 { margin: 0; font-size: 22px; letter-spacing: -0.01em; }
  ${theme.media.mobile} { h2 { font-size: 19px; } }
`;

/** A titled block of a page; `aside` sits right of the title (a countdown, a "see all" link). */
export function Section({ title, id, aside, children }: { title: string; id?: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Wrap id={id} aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        {aside}
      </Head>
      {children}
    </Wrap>
  );
}

export const Panel = styled.div`
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  ${theme.media.mobile} { padding: ${theme.space(4)}; }
`;

export const PageTitle = styled.h1`
  margin: ${theme.space(2)} 0 ${theme.space(4)};
  font-size: 30px;
  letter-spacing: -0.02em;
  ${theme.media.mobile} { font-size: 23px; }
`;
