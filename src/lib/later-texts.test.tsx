/** Texts a chunk brings later (later-texts.ts): the right language, beside the page's texts; a failed load retried. */
import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, RawIntlProvider, useIntl, type IntlShape } from 'react-intl';
import type { Lng } from './catalog-types';
import { bundledTexts, useLaterTexts, type TextsLoaders } from './later-texts';
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

  it('asks for a group only once it is wanted; other parts then render it with the page intl as it is', async () => {
    const asked: Lng[] = [];
    const loaders: TextsLoaders = {
      tm: () => (asked.push('tm'), Promise.resolve({ default: { 'wanted.hello': 'Salam' } as unknown as Messages })),
      ru: () => Promise.reject(new Error('not this language')),
      en: () => Promise.reject(new Error('not this language')),
    };
    // As the accounts' parts use it: a flag, then the page's own react-intl (FormattedMessage, useIntl).
    function Part({ wanted }: { wanted: boolean }) {
      const ready = useLaterTexts('wanted', loaders, wanted).intl !== null;
      const intl = useIntl();
      return <p>{ready ? intl.formatMessage({ id: 'wanted.hello' }) : 'not yet'}</p>;
    }
    // the language's one set of texts, which every page of the tab shares
    const page = pageIntl('tm');
    const inPage = (ui: ReactNode) => (
      <LngContext.Provider value="tm">
        <RawIntlProvider value={page}>{ui}</RawIntlProvider>
      </LngContext.Provider>
    );
    const view = render(inPage(<Part wanted={false} />));
    await act(async () => {
      await Promise.resolve();
    });
    expect(asked).toEqual([]);
    expect(screen.getByText('not yet').tagName).toBe('P');
    view.rerender(inPage(<Part wanted />));
    expect((await screen.findByText('Salam')).tagName).toBe('P');
    expect(asked).toEqual(['tm']);
    view.unmount();
    // a part that does not ask for the group itself finds it there once another part has loaded it
    render(inPage(<Part wanted={false} />));
    expect(screen.getByText('Salam').tagName).toBe('P');
    expect(asked).toEqual(['tm']);
  });
});
