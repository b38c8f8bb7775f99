import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { VideoPlayer } from './video-player';

const props = {
  src: '/videos/phone.mp4',
  poster: '/images/phone?w=1024',
  label: 'Video: Phone',
  playLabel: 'Play the video: Phone',
};

describe('VideoPlayer', () => {
  it('shows the poster and a play link to the file, with no player in the page until pressed', () => {
    const { container } = render(<VideoPlayer {...props} />);
    const play = screen.getByRole('link', { name: 'Play the video: Phone' });
    expect(play.getAttribute('href')).toMatch(/\/videos\/phone\.mp4$/);
    expect(play.querySelector('img')).toHaveAttribute('src', props.poster);
    expect(container.querySelector('video')).toBeNull();
  });

  it('puts the player in its place when pressed, playing, with the focus on it', () => {
    const { container } = render(<VideoPlayer {...props} />);
    fireEvent.click(screen.getByRole('link', { name: 'Play the video: Phone' }));
    const video = container.querySelector('video')!;
    expect(video).not.toBeNull();
    expect(video.getAttribute('src')).toMatch(/\/videos\/phone\.mp4$/);
    expect(video.controls).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('aria-label', 'Video: Phone');
    expect(document.activeElement).toBe(video);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leaves a press with a modifier key to the browser (a new tab, a download)', () => {
    const { container } = render(<VideoPlayer {...props} />);
    const play = screen.getByRole('link', { name: 'Play the video: Phone' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      const allowed = fireEvent.click(play, modifier);
      expect(allowed).toBe(true); // not prevented: the browser follows the link its way
    }
    expect(container.querySelector('video')).toBeNull();
  });
});
