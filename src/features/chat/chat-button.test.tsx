/**
 * The chat's chunk failing twice within the reload guard: the button stays, the
 * shopper is told in the page's language, and a retry loads the chat once the chunk answers.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RELOAD_GUARD_MS } from '../../lib/chunk-reload';
import { renderWithProviders } from '../../test/render';
import { ChatLauncher, type ChatPanelProps } from './chat-button';

const chunkError = () => Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });
const Panel: ComponentType<ChatPanelProps> = ({ open }) => (open ? <div role="dialog" aria-label="chat" /> : null);

afterEach(() => {
  window.sessionStorage.clear();
});

describe('chat button', () => {
  it('says the chat could not be opened, in Turkmen, and a retry opens it', async () => {
    // the reload-once rule has just reloaded this path for a chunk failure: it will not again
    window.sessionStorage.setItem(`chunk-reload:${window.location.pathname}`, String(Date.now()));
    expect(RELOAD_GUARD_MS).toBe(10_000);
    const load = jest
      .fn<() => Promise<ComponentType<ChatPanelProps>>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(Panel);
    const { user } = renderWithProviders(<ChatLauncher load={load} />, { locale: 'tm' });
    await user.click(screen.getByRole('button', { name: 'Operator bilen söhbet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Söhbeti açyp bolmady. Internet baglanyşygyny barlaň we gaýtadan synanyşyň.',
    );
    expect(screen.getByRole('button', { name: 'Operator bilen söhbet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Gaýtadan synanyş' }));
    expect(await screen.findByRole('dialog', { name: 'chat' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('chat button from the answer e-mail', () => {
  it('opens the chat when the page is opened at #chat', async () => {
    window.history.replaceState(null, '', '/ru/#chat');
    const load = jest.fn<() => Promise<ComponentType<ChatPanelProps>>>().mockResolvedValue(Panel);
    renderWithProviders(<ChatLauncher load={load} />, { locale: 'ru' });
    expect(await screen.findByRole('dialog', { name: 'chat' })).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });
});

describe('chat button on a phone', () => {
  const scrollTo = (y: number) => {
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
  };

  it('steps aside while the page scrolls down, and comes back on the way up', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query.includes('max-width'), media: query }),
    });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 4000, configurable: true });
    const load = jest.fn<() => Promise<ComponentType<ChatPanelProps>>>().mockResolvedValue(Panel);
    renderWithProviders(<ChatLauncher load={load} />);
    const button = screen.getByRole('button', { name: 'Chat with an operator' });
    expect(button).toHaveAttribute('data-tucked', 'false');
    scrollTo(600);
    expect(button).toHaveAttribute('data-tucked', 'true');
    scrollTo(300);
    expect(button).toHaveAttribute('data-tucked', 'false');
    delete (window as unknown as Record<string, unknown>).matchMedia;
    scrollTo(0);
  });

  it("steps aside while the shopper fills in a form of the page, so the form's Save is never under it", async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query.includes('max-width'), media: query }),
    });
    const load = jest.fn<() => Promise<ComponentType<ChatPanelProps>>>().mockResolvedValue(Panel);
    const { user } = renderWithProviders(
      <>
        <main>
          <form aria-label="Personal data">
            <input aria-label="Name" />
            <button type="submit">Save</button>
          </form>
        </main>
        <ChatLauncher load={load} />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Chat with an operator' });
    expect(button).toHaveAttribute('data-tucked', 'false');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(button).toHaveAttribute('data-tucked', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(button).toHaveAttribute('data-tucked', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-tucked', 'false');
    delete (window as unknown as Record<string, unknown>).matchMedia;
  });
});
