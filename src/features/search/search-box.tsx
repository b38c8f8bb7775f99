/**
 * The search box (spec §2, §5): at most 255 characters, no browser autocomplete; suggestions from
 * the first character after a 1000 ms debounce, grouped by label, as an ARIA combobox. Arrow keys
 * move through the suggestions, Enter opens the chosen one (/{label}/{id}) or /search?q=, Escape
 * closes the list (and clears the text when it is already closed). Route changes clear them.
 */
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useLocation } from '@reach/router';
import { navigate } from 'gatsby';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../components/ui/icons';
import { useLng, useLocalPath } from '../../lib/lng-context';
import { splitLocalePath } from '../../lib/i18n';
import { lazyPart } from '../../lib/lazy-part';
import { theme } from '../../lib/theme';
import { SEARCH_MAX_LENGTH, searchQueryOf, suggestionPath, useSuggestions } from './suggestions';

// The suggestion list is not part of the first load: fetched when the shopper points at the box or
// focuses it (suggestions need typing and an answer from the API, so the list's code is in first).
// Nothing of it runs while the page starts. If it cannot be loaded, the box still searches on Enter
// (lazy-part.ts).
const loadSuggestionsPopup = () => import('./search-suggestions');
const prepareSuggestions = () => void loadSuggestionsPopup().catch(() => undefined);
const SuggestionsPopup = lazyPart(() => loadSuggestionsPopup().then((module) => module.default));

const spin = keyframes`to { transform: rotate(360deg); }`;

const Form = styled.form`
  position: relative;
  flex: 1;
  max-width: 620px;
  input {
    width: 100%;
    height: 44px;
    padding: 0 88px 0 16px;
    border: 2px solid ${theme.color.brand};
    border-radius: ${theme.radius.md};
    background: ${theme.color.card};
    font: inherit;
    font-size: 15px;
    color: ${theme.color.text};
  }
  /* A ring that cannot be missed (WCAG 2.2 focus appearance): 3 px in the text colour, 16:1
     against the white header, outside the box's green border with a white gap. */
  input:focus-visible {
    outline: 3px solid ${theme.color.text};
    outline-offset: 2px;
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
  .submit {
    position: absolute;
    top: 4px;
    right: 4px;
    bottom: 4px;
    width: 44px;
    display: grid;
    place-items: center;
    border: 0;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.brand};
    color: #fff;
    cursor: pointer;
  }
  .spinner {
    position: absolute;
    top: 12px;
    right: 58px;
    width: 20px;
    height: 20px;
    border: 2px solid ${theme.color.line};
    border-top-color: ${theme.color.brand};
    border-radius: 50%;
    animation: ${spin} 0.7s linear infinite;
  }
`;

/** The query of /search?q= when the current page is the search page, else ''. */
function queryOf(pathname: string, search: string) {
  return splitLocalePath(pathname).path === '/search' ? searchQueryOf(search) : '';
}

export function SearchBox({ className }: { className?: string }) {
  const intl = useIntl();
  const lng = useLng();
  const localize = useLocalPath();
  const location = useLocation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { groups, loading, error, query } = useSuggestions(open ? text : '', lng);

  // A new page clears the suggestions; the search page shows its own query in the box. Not so on
  // the box's first render: the header hydrates in slices after the page's root, and a shopper may
  // have typed before it hydrated (the text is in the input, not in the state) or between its
  // hydration and this effect. What they typed stays and is searched; a query from the URL fills
  // an empty box only.
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    const page = location.pathname + location.search;
    if (shownFor.current === page) return;
    const first = shownFor.current === null;
    shownFor.current = page;
    const query = queryOf(location.pathname, location.search);
    if (first) {
      const input = inputRef.current;
      const typedBefore = input?.value.slice(0, SEARCH_MAX_LENGTH) ?? '';
      if (typedBefore) {
        setText((typed) => typed || typedBefore);
        if (document.activeElement === input) setOpen(true);
      } else if (query) setText((typed) => typed || query);
      return;
    }
    setText(query);
    setOpen(false);
    setActive(-1);
  }, [location.pathname, location.search]);

  const items = useMemo(
    () => (groups ?? []).flatMap((group) => group.items.map((item) => ({ ...item, label: group.label }))),
    [groups],
  );
  useEffect(() => setActive(-1), [groups]);

  const go = (path: string) => {
    setOpen(false);
    inputRef.current?.blur();
    void navigate(localize(path));
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const query = text.trim();
    if (query) go(`/search?q=${encodeURIComponent(query)}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (!items.length) return;
      // -1 is the text itself: moving past either end comes back to it.
      setActive((current) =>
        event.key === 'ArrowDown'
          ? current + 1 >= items.length
            ? -1
            : current + 1
          : current - 1 < -1
            ? items.length - 1
            : current - 1,
      );
    } else if (event.key === 'Enter') {
      const chosen = items[active];
      if (open && chosen) {
        event.preventDefault();
        go(suggestionPath(chosen.label, chosen.id));
      }
    } else if (event.key === 'Escape') {
      // The browser's own Escape would clear a search input: first close, then clear.
      event.preventDefault();
      if (open && text) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const showPopup = open && text.trim() !== '' && (loading || error || groups !== null);
  const label = intl.formatMessage({ id: 'header.search.label' });

  return (
    <Form
      role="search"
      className={className}
      onSubmit={submit}
      action={localize('/search')}
      onPointerOver={prepareSuggestions}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        ref={inputRef}
        type="search"
        name="q"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={showPopup}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={showPopup && active >= 0 ? optionId(active) : undefined}
        placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {open && loading && (
        <span className="spinner" role="status" aria-label={intl.formatMessage({ id: 'search.loading' })} />
      )}
      <button type="submit" className="submit" aria-label={intl.formatMessage({ id: 'header.search.submit' })}>
        <Icon name="search" size={20} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SuggestionsPopup
            listId={listId}
            optionId={optionId}
            show={showPopup}
            groups={groups}
            error={error}
            active={active}
            text={text.trim()}
            onChoose={(label, itemId) => go(suggestionPath(label, itemId))}
            onShowAll={() => submit()}
          />
        </Suspense>
      )}
      {query}
    </Form>
  );
}
