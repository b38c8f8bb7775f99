/**
 * The product's video. The page shows its poster and a play button; the player itself (a `<video>`
 * with the browser's controls) comes when the shopper presses play. A `<video controls>` in the
 * page makes Chromium build and style its controls' shadow tree while the page loads, a long task
 * of its own (docs/performance.md), although the video waits for a press anyway
 * (`preload="none"`). Before the page's script, or with a modifier key, the button is what it is
 * underneath: a link to the file, which the browser plays.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Icon } from '../../../components/ui/icons';
import { apiAsset } from '../../../lib/api/api-url';
import { theme } from '../../../lib/theme';

const frame = `
  display: block;
  width: 100%;
  max-width: 820px;
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radius.lg};
  background: #000;
`;

const Video = styled.video`
  ${frame}
`;

const Poster = styled.a`
  ${frame}
  position: relative;
  overflow: hidden;
  color: #fff;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: #000;
  }
  .play {
    position: absolute;
    inset: 0;
    margin: auto;
    width: 72px;
    height: 72px;
    display: grid;
    place-items: center;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.6);
    transition: background 0.15s;
  }
  &:hover .play,
  &:focus-visible .play {
    background: ${theme.color.brand};
  }
`;

/** A press the page takes over: the main button, no key that asks the browser for a new tab or a download. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function VideoPlayer({
  src,
  poster,
  label,
  playLabel,
}: {
  src: string;
  poster?: string;
  label: string;
  playLabel: string;
}) {
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const url = apiAsset(src);
  // the shopper pressed play: the player takes the focus, so the keyboard controls it
  useEffect(() => {
    if (playing) video.current?.focus();
  }, [playing]);
  if (playing)
    return (
      <Video ref={video} tabIndex={0} controls autoPlay playsInline src={url} poster={poster} aria-label={label} />
    );
  return (
    <Poster
      href={url}
      aria-label={playLabel}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        setPlaying(true);
      }}
    >
      {poster && <img src={poster} alt="" width="820" height="461" loading="lazy" decoding="async" />}
      <span className="play">
        <Icon name="play" size={34} />
      </span>
    </Poster>
  );
}
