/** An order's facts as name and value pairs: two columns, one under another on a narrow phone. */
import styled from '@emotion/styled';
import { theme } from '../../lib/theme';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
  gap: ${theme.space(1.5)} ${theme.space(4)};
  margin: 0;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .nowrap {
    white-space: nowrap;
  }
  .muted {
    color: ${theme.color.muted};
    font-size: 14px;
  }
  ${theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    dd {
      margin-bottom: ${theme.space(2)};
    }
  }
`;
