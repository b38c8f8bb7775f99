import { describe, expect, it } from '@jest/globals';
import { createIntl, type MessageFormatElement } from 'react-intl';
import { carryTexts, messagesOf, registerMessages, type Messages } from './texts';

const literal = (value: string) => [{ type: 0, value }] as MessageFormatElement[];
const texts = (tm: string, ru: string, en: string, id = 'part.hello') => ({
  tm: { [id]: literal(tm) },
  ru: { [id]: literal(ru) },
  en: { [id]: literal(en) },
});

describe('carryTexts', () => {
  it("adds a chunk's texts to the language registered after it (a chunk evaluated before the texts arrived)", () => {
    carryTexts(texts('Salam', 'Привет', 'Hello'));
    registerMessages('ru', { 'page.title': literal('Каталог') } as Messages);
    const intl = createIntl({ locale: 'ru', messages: messagesOf('ru') });
    expect(intl.formatMessage({ id: 'part.hello' })).toBe('Привет');
    expect(intl.formatMessage({ id: 'page.title' })).toBe('Каталог');
  });

  it("adds a chunk's texts to the language's set already in use, which every intl instance of it holds", () => {
    registerMessages('en', { 'page.title': literal('Catalogue') } as Messages);
    const intl = createIntl({ locale: 'en', messages: messagesOf('en'), onError: () => undefined });
    expect(intl.formatMessage({ id: 'later.bye' })).toBe('later.bye');
    carryTexts(texts('Hoş gal', 'Пока', 'Bye', 'later.bye'));
    expect(intl.formatMessage({ id: 'later.bye' })).toBe('Bye');
    // only the page's language: the others are not there to change
    expect(messagesOf('tm')).toBeUndefined();
  });
});
