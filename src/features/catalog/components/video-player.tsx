/** The product's video, loaded only when the shopper presses play. */
import styled from '@emotion/styled';
import { apiAsset } from '../../../lib/api/api-url';
import { theme } from '../../../lib/theme';

const Video = styled.video`
  display: block;
  width: 100%;
  max-width: 820px;
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radius.lg};
  background: #000;
`;

export function VideoPlayer({ src, poster, label }: { src: string; poster?: string; label: string }) {
  return <Video controls preload="none" playsInline src={apiAsset(src)} poster={poster} aria-label={label} />;
}
