/**
 * The staff app's entry (docs/adr/029), bundled by the API (server/src/routes/staff-app.ts). The
 * page's nonce, on this script's element, lets emotion's style elements through the page's policy.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { StaffApp } from './app';

const nonce = document.currentScript instanceof HTMLScriptElement ? document.currentScript.nonce : undefined;
const cache = createCache({ key: 'staff', nonce: nonce || undefined });
const root = document.getElementById('staff-app');
if (root)
  createRoot(root).render(
    <CacheProvider value={cache}>
      <StaffApp base={root.dataset.base ?? ''} />
    </CacheProvider>,
  );
