import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { SidePanel } from './side-panel';

/**
 * A page with a button opening a panel, as the layout and the listing hold them: the panel's
 * onClose is a new function on every render, and a checkbox in it re-renders the page (a filter).
 */
function Page() {
  const [open, setOpen] = useState<'first' | 'second' | null>(null);
  const [ticked, setTicked] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen('first')}>
        Open
      </button>
      {open === 'first' && (
        <SidePanel title="First" onClose={() => setOpen(null)}>
          <label>
            <input type="checkbox" checked={ticked} onChange={() => setTicked(!ticked)} /> In stock
          </label>
          <button type="button" onClick={() => setOpen('second')}>
            Replace
          </button>
        </SidePanel>
      )}
      {open === 'second' && (
        <SidePanel title="Second" onClose={() => setOpen(null)}>
          <p>Second panel</p>
        </SidePanel>
      )}
    </>
  );
}

describe('side panel', () => {
  it('focuses its close button, and on Escape closes and gives focus back to the button that opened it', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const panel = screen.getByRole('dialog', { name: 'First' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('gives focus back after the close button too', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps focus where the shopper is when the page behind re-renders', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('checkbox', { name: 'In stock' }));
    expect(screen.getByRole('checkbox', { name: 'In stock' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In stock' })).toHaveFocus();
  });

  it('gives focus back to the first opener when a panel that replaced another closes', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
