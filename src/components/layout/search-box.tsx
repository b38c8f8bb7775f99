/** The search input (spec §5: at most 255 characters, no autocomplete); Enter opens /search?q=. */
import styled from '@emotion/styled';
import { navigate } from 'gatsby';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocalPath } from '../../lib/lng-context';
import { Icon } from '../ui/icons';
import { theme } from '../../lib/theme';

export const SEARCH_MAX_LENGTH = 255;

const Form = styled.form`
  position: relative;
  flex: 1;
  max-width: 620px;
  input {
    width: 100%;
    height: 44px;
    padding: 0 52px 0 16px;
    border: 2px solid ${theme.color.brand};
    border-radius: ${theme.radius.md};
    background: ${theme.color.card};
    font: inherit;
    font-size: 15px;
    color: ${theme.color.text};
    outline: none;
  }
  input:focus { box-shadow: 0 0 0 4px ${theme.color.brandSoft}; }
  input::-webkit-search-cancel-button { display: none; }
  button {
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
`;

export function SearchBox({ className }: { className?: string }) {
  const intl = useIntl();
  const localize = useLocalPath();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (text) navigate(`${localize('/search')}?q=${encodeURIComponent(text)}`);
  };
  const label = intl.formatMessage({ id: 'header.search.label' });
  return (
    <Form role="search" className={className} onSubmit={submit} action={localize('/search')}>
      <input type="search" name="q" value={query} onChange={(event) => setQuery(event.target.value)}
        maxLength={SEARCH_MAX_LENGTH} autoComplete="off" aria-label={label}
        placeholder={intl.formatMessage({ id: 'header.search.placeholder' })} />
      <button type="submit" aria-label={intl.formatMessage({ id: 'header.search.submit' })}>
        <Icon name="search" size={20} />
      </button>
    </Form>
  );
}
