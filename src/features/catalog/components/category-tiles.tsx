/**
 * Category or brand tiles with their icons (home page, subcategories of a category). A name breaks
 * between words only, in every language (never 'Смартфон / ы'): the tiles are made wide enough for
 * the longest word of their names, and where the screen cannot give that width (two tiles a row on
 * a phone) a long word's font shrinks until it fits.
 */
import styled from '@emotion/styled';
import type { CSSProperties } from 'react';
import { ApiImage } from '../../../components/ui/api-image';
import { LocalLink } from '../../../components/ui/local-link';
import { theme } from '../../../lib/theme';

export interface Tile {
  id: number;
  name: string;
  icon: string | null;
  to: string;
  note?: string;
}

/** Font size of a tile's name. */
const NAME_PX = 14;
/**
 * The widest a letter of a name is on average, in em: Cyrillic in the widest fallback font (DejaVu
 * Sans, bold) measures up to 0.67 em a letter ('Смартфоны'), Latin about 0.5 em.
 */
const LETTER_EM = 0.7;
const LETTER_PX = Math.round(LETTER_EM * NAME_PX * 10) / 10;
/** A tile's width besides its name: padding, and in a compact tile the icon and the gap after it. */
const compactChrome = 24 + 48 + 10;
const tileChrome = 24;

/** Letters of the longest part of `text` that cannot break: words, and compounds' parts after a hyphen. */
export function longestWord(text: string) {
  return Math.max(0, ...text.split(/\s+|(?<=-)/).map((word) => Array.from(word).length));
}

const List = styled.ul<{ compact: boolean }>`
  display: grid;
  /* at least as wide as the longest word needs (--longest, letters), never below the usual width */
  grid-template-columns: repeat(
    auto-fill,
    minmax(
      min(
        100%,
        max(
          ${({ compact }) => (compact ? '150px' : '170px')},
          ${({ compact }) => (compact ? compactChrome : tileChrome)}px + var(--longest) * ${LETTER_PX}px
        )
      ),
      1fr
    )
  );
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: ${({ compact }) => (compact ? 'row' : 'column')};
    align-items: center;
    gap: 10px;
    height: 100%;
    padding: ${({ compact }) => (compact ? '10px 12px' : '16px 12px')};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.card};
    box-shadow: ${theme.shadow.card};
    color: ${theme.color.text};
    text-align: ${({ compact }) => (compact ? 'left' : 'center')};
    text-decoration: none;
    font-weight: 600;
    font-size: ${NAME_PX}px;
    transition:
      box-shadow 0.15s,
      color 0.15s;
  }
  a:hover {
    color: ${theme.color.brand};
    box-shadow: ${theme.shadow.raised};
  }
  img.icon {
    width: ${({ compact }) => (compact ? '48px' : '72px')};
    height: ${({ compact }) => (compact ? '48px' : '72px')};
    flex: none;
  }
  /* the box whose width a long word is fitted to (cqi) */
  .text {
    container-type: inline-size;
    min-width: 0;
    /* a definite width: the rest of the row beside the icon, or the whole tile under it */
    ${({ compact }) => (compact ? 'flex: 1;' : 'align-self: stretch;')}
  }
  .name {
    display: block;
    /* --word: letters of this name's longest word; a word that would not fit gets a smaller font */
    font-size: max(10px, min(1em, 100cqi / (var(--word) * ${LETTER_EM})));
  }
  small {
    display: block;
    color: ${theme.color.muted};
    font-weight: 400;
    font-size: 12px;
  }
  ${theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space(2)};
  }
`;

const customProperties = (properties: Record<`--${string}`, number>) => properties as CSSProperties;

export function Tiles({ tiles, compact = false }: { tiles: Tile[]; compact?: boolean }) {
  const longest = Math.max(0, ...tiles.map((tile) => longestWord(tile.name)));
  return (
    <List compact={compact} style={customProperties({ '--longest': longest })}>
      {tiles.map((tile) => (
        <li key={tile.id}>
          <LocalLink to={tile.to}>
            {tile.icon && <ApiImage className="icon" path={tile.icon} alt="" width={compact ? 48 : 72} />}
            <span className="text">
              <span className="name" style={customProperties({ '--word': Math.max(1, longestWord(tile.name)) })}>
                {tile.name}
              </span>
              {tile.note && <small>{tile.note}</small>}
            </span>
          </LocalLink>
        </li>
      ))}
    </List>
  );
}
