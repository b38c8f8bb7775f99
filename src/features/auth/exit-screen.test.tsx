/**
 * /exit hydrates without a mismatch: the server render holds every text, the browser's first
 * render not yet the accounts' ones (their chunk loads after), so both render the quiet box first.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { hydrateRoot } from 'react-dom/client';
import { pageProviders } from '../../test/render';

// React's server renderer wants TextEncoder, which jsdom's window lacks
Object.assign(globalThis, { TextEncoder, TextDecoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded once TextEncoder is there
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

let textsLoaded = true;
jest.mock('./auth-texts', () => ({ useAuthTexts: () => textsLoaded }));
// the sign-out itself is not what this is about: it never answers here
jest.mock('./sign-out', () => ({ useSignOut: () => ({ signOut: () => new Promise(() => {}) }) }));
// required after the mocks are in place
// eslint-disable-next-line @typescript-eslint/no-require-imports -- after jest.mock, so the mocks are what it imports
const { ExitScreen } = require('./exit-screen') as typeof import('./exit-screen');

describe('/exit', () => {
  it('hydrates its server HTML without a recoverable error', async () => {
    textsLoaded = true; // the server holds every text
    const { Providers: Page } = pageProviders({});
    const container = document.createElement('div');
    // react-redux's Provider warns that a layout effect does nothing on a server: here it is one
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    container.innerHTML = renderToString(
      <Page>
        <ExitScreen />
      </Page>,
    );
    error.mockRestore();
    document.body.append(container);

    textsLoaded = false; // the browser's first render: the accounts' texts are still on their way
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Page>
          <ExitScreen />
        </Page>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
  });
});
