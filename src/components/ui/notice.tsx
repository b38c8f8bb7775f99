/**
 * A list's notice box (empty or failed), shared by the list screens and listings (the failed state
 * is load-error.tsx); and the amber box that warns above a screen's content (a changed price, an
 * order that waits for its payment).
 */
import styled from '@emotion/styled';
import { theme } from '../../lib/theme';

/** The amber box above a screen's content: its icon, then a heading, text and actions. */
export const WarningBox = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: #fff4e0;
  color: #6b3d00;
  font-size: 15px;
  line-height: 1.45;
  > svg {
    flex: none;
    color: #a15c00;
  }
  h2 {
    margin: 0 0 ${theme.space(1)};
    font-size: 17px;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    margin-top: ${theme.space(3)};
  }
  ${theme.media.mobile} {
    .actions {
      flex-direction: column;
    }
  }
`;

export const NoticeBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(12)} ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  text-align: center;
  /* the circled badge; not the icons inside buttons, which also carry the class */
  > .icon {
    display: grid;
    place-items: center;
    width: 80px;
    height: 80px;
    border-radius: 50%;
    background: ${theme.color.brandSoft};
    color: ${theme.color.brand};
  }
  /* a centred flex item is as wide as its longest word: a query quoted from the URL breaks inside */
  h2,
  p {
    max-width: 100%;
    overflow-wrap: anywhere;
  }
  h2 {
    margin: ${theme.space(2)} 0 0;
    font-size: 21px;
  }
  p {
    max-width: min(460px, 100%);
    margin: 0;
    color: ${theme.color.muted};
    font-size: 15px;
    line-height: 1.5;
  }
  .actions {
    display: flex;
    gap: ${theme.space(3)};
    flex-wrap: wrap;
    justify-content: center;
    margin-top: ${theme.space(2)};
  }
  &.error > .icon {
    background: #fdecea;
    color: ${theme.color.danger};
  }
`;
