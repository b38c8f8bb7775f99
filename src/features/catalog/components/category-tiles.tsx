/** Category or brand tiles with their icons (home page, subcategories of a category). */
import styled from '@emotion/styled';
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

const List = styled.ul<{ compact: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ compact }) => (compact ? '150px' : '170px')}, 1fr));
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
    font-size: 14px;
    transition:
      box-shadow 0.15s,
      color 0.15s;
  }
  a:hover {
    color: ${theme.color.brand};
    box-shadow: ${theme.shadow.raised};
  }
  .icon {
    width: ${({ compact }) => (compact ? '48px' : '72px')};
    height: ${({ compact }) => (compact ? '48px' : '72px')};
    flex: none;
  }
  a > span {
    min-width: 0;
    overflow-wrap: anywhere;
    hyphens: auto;
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

export function Tiles({ tiles, compact = false }: { tiles: Tile[]; compact?: boolean }) {
  return (
    <List compact={compact}>
      {tiles.map((tile) => (
        <li key={tile.id}>
          <LocalLink to={tile.to}>
            {tile.icon && <ApiImage className="icon" path={tile.icon} alt="" width={compact ? 48 : 72} />}
            <span>
              {tile.name}
              {tile.note && <small>{tile.note}</small>}
            </span>
          </LocalLink>
        </li>
      ))}
    </List>
  );
}
