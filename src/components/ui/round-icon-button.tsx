/**
 * A round 40 px button holding one icon (a close or a header action): no border, no fill, the text
 * colour around it. Each place adds its own hover and position (`styled(RoundIconButton)`).
 */
import styled from '@emotion/styled';

export const RoundIconButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
