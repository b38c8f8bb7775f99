/**
 * The search box's suggestion list (search-box.tsx keeps the text, the keyboard and the calls):
 * groups titled Categories, Brands, Products, the notes for searching, nothing found and a failed
 * call, and "Show all results". A chunk of its own, fetched when the box is first focused.
 */
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { imageUrl } from '../../components/ui/api-image';
import { theme } from '../../lib/theme';
import { SUGGESTION_ICON_WIDTH, type SuggestionGroup, type SuggestionLabel } from './suggestions';
import '../../lib/carried-texts/suggestions';

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: 60;
  max-height: min(70vh, 560px);
  overflow-y: auto;
  padding: ${theme.space(2)} 0;
  border-radius: ${theme.radius.md};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.raised};
  color: ${theme.color.text};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .title {
    margin: ${theme.space(2)} ${theme.space(4)} ${theme.space(1)};
    color: ${theme.color.muted};
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  [role='option'] {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    min-height: 44px;
    padding: ${theme.space(1)} ${theme.space(4)};
    font-size: 15px;
    cursor: pointer;
  }
  [role='option'][aria-selected='true'],
  [role='option']:hover {
    background: ${theme.color.brandSoft};
  }
  [role='option'] img {
    flex: none;
    object-fit: contain;
  }
  .note {
    padding: ${theme.space(3)} ${theme.space(4)};
    color: ${theme.color.muted};
    font-size: 15px;
  }
  .note.error {
    color: ${theme.color.danger};
  }
  .all {
    display: block;
    width: 100%;
    margin-top: ${theme.space(1)};
    padding: ${theme.space(3)} ${theme.space(4)};
    border: 0;
    border-top: 1px solid ${theme.color.line};
    background: none;
    color: ${theme.color.brand};
    font: inherit;
    font-weight: 600;
    text-align: left;
    cursor: pointer;
  }
`;

const GROUP_TITLE: Record<SuggestionLabel, string> = {
  categories: 'search.group.categories',
  brands: 'search.group.brands',
  products: 'search.group.products',
};

export interface SuggestionsPopupProps {
  listId: string;
  optionId: (index: number) => string;
  show: boolean;
  groups: SuggestionGroup[] | null;
  error: boolean;
  /** the highlighted option, -1 for none */
  active: number;
  /** the trimmed text, for "Show all results for …" */
  text: string;
  onChoose: (label: SuggestionLabel, id: number) => void;
  onShowAll: () => void;
}

export default function SuggestionsPopup({
  listId,
  optionId,
  show,
  groups,
  error,
  active,
  text,
  onChoose,
  onShowAll,
}: SuggestionsPopupProps) {
  const intl = useIntl();
  return (
    <Popup hidden={!show} onMouseDown={(event) => event.preventDefault()}>
      {show && error && (
        <p className="note error" role="alert">
          <FormattedMessage id="search.failed" />
        </p>
      )}
      {show && !error && !groups && (
        <p className="note">
          <FormattedMessage id="search.searching" />
        </p>
      )}
      {show && groups?.length === 0 && (
        <p className="note" role="status">
          <FormattedMessage id="search.noSuggestions" />
        </p>
      )}
      <div id={listId} role="listbox" aria-label={intl.formatMessage({ id: 'search.suggestions' })}>
        {show && groups && <SuggestionList groups={groups} active={active} optionId={optionId} onChoose={onChoose} />}
      </div>
      {show && !error && (
        <button type="button" className="all" tabIndex={-1} onClick={onShowAll}>
          <FormattedMessage id="search.showAll" values={{ query: text }} />
        </button>
      )}
    </Popup>
  );
}

function SuggestionList({
  groups,
  active,
  optionId,
  onChoose,
}: {
  groups: SuggestionGroup[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (label: SuggestionLabel, id: number) => void;
}) {
  let index = -1;
  return (
    <>
      {groups.map((group) => (
        <ul key={group.label} role="group" aria-labelledby={`${optionId(-1)}-${group.label}`}>
          <li className="title" id={`${optionId(-1)}-${group.label}`} role="presentation">
            <FormattedMessage id={GROUP_TITLE[group.label]} />
          </li>
          {group.items.map((item) => {
            index += 1;
            const width = SUGGESTION_ICON_WIDTH[group.label];
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- combobox pattern: the search input takes the keys (arrows move aria-activedescendant, Enter chooses); options never take focus
              <li
                key={item.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-label={group.label}
                onClick={() => onChoose(group.label, item.id)}
              >
                {width !== null &&
                  (item.icon ? (
                    <img src={imageUrl(item.icon, 320)} width={width} height={width} alt="" loading="lazy" />
                  ) : (
                    <span style={{ width, height: width, flex: 'none' }} aria-hidden="true" />
                  ))}
                <span>{item.name}</span>
              </li>
            );
          })}
        </ul>
      ))}
    </>
  );
}
