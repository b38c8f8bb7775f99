/** Texts a chunk brings later (later-texts.ts): the right language, beside the page's texts; a failed load retried. */
import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, RawIntlProvider, type IntlShape } from 'react-intl';
import type { Lng } from './catalog-types';
import { bundledTexts, useBundledTexts, useLaterTexts, type TextsLoaders } from './later-texts';
import { LngContext } from './lng-context';

type Messages = IntlShape['messages'];

/** A page's intl without the group `later.*`, as the browser's first-load texts are. */
const pageIntl = (lng: Lng) =>
  createIntl({ locale: lng === 'tm' ? 'tk' : lng, messages: { 'page.title': `page ${lng}` } as Messages });

function Probe({ group, loaders }: { group: string; loaders: TextsLoaders }) {
  const { intl, failed } = useLaterTexts(group, loaders);
  if (failed) return <p>failed</p>;
  if (!intl) return <p>loading</p>;
  return (
    <p>
      {intl.formatMessage({ id: `${group}.hello` })} / {intl.formatMessage({ id: 'page.title' })}
    </p>
  );
}

function renderIn(lng: Lng, ui: ReactNode) {
  return render(
    <LngContext.Provider value={lng}>
      <RawIntlProvider value={pageIntl(lng)}>{ui}</RawIntlProvider>
    </LngContext.Provider>,
  );
}

describe('bundledTexts with useLaterTexts', () => {
  const texts = {
    tm: { 'later.hello': 'Salam' },
    ru: { 'later.hello': 'Привет' },
    en: { 'later.hello': 'Hello' },
  } as unknown as Record<Lng, Messages>;

  it.each([
    ['tm', 'Salam / page tm'],
    ['ru', 'Привет / page ru'],
    ['en', 'Hello / page en'],
  ] as [Lng, string][])(
    'gives the %s page its own language of the group, beside the page texts',
    async (lng, shown) => {
      renderIn(lng, <Probe group="later" loaders={bundledTexts(texts)} />);
      expect(screen.queryByText('loading')).not.toBeNull();
      expect((await screen.findByText(shown)).tagName).toBe('P');
    },
  );

  it('waits for texts that are not there yet and reports a failed load, which can be retried', async () => {
    let fail = true;
    const retried = { 'retried.hello': 'Hello' } as unknown as Messages;
    const loaders: TextsLoaders = {
      ...bundledTexts(texts),
      en: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: retried })),
    };
    function Retrying() {
      const { intl, failed, retry } = useLaterTexts('retried', loaders);
      if (failed)
        return (
          <button type="button" onClick={retry}>
            retry
          </button>
        );
      return <p>{intl ? intl.formatMessage({ id: 'retried.hello' }) : 'loading'}</p>;
    }
    renderIn('en', <Retrying />);
    expect(screen.queryByText('loading')).not.toBeNull();
    const retry = await screen.findByRole('button', { name: 'retry' });
    fail = false;
    await act(async () => retry.click());
    expect((await screen.findByText('Hello')).tagName).toBe('P');
  });

  it('gives a part the texts its chunk carries in its first render (useBundledTexts)', () => {
    function Viewer() {
      const intl = useBundledTexts('carried', {
        tm: { 'carried.hello': 'Salam' },
        ru: { 'carried.hello': 'Привет' },
        en: { 'carried.hello': 'Hello' },
      } as unknown as Record<Lng, Messages>);
      return <p>{intl.formatMessage({ id: 'carried.hello' })}</p>;
    }
    renderIn('ru', <Viewer />);
    // synchronously: no loading state, no text id
    expect(screen.getByText('Привет').tagName).toBe('P');
  });
});
