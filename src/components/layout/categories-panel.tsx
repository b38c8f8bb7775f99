/** Top-level categories; each has a button opening a popover of its subcategories. */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiImage } from '../ui/api-image';
import { Icon } from '../ui/icons';
import { LocalLink } from '../ui/local-link';
import { SidePanel } from './side-panel';
import type { CategoryBranch } from './use-shop-data';
import { theme } from '../../lib/theme';

const List = styled.ul`
  margin: 0;
  padding: ${theme.space(2)} 0;
  list-style: none;
`;

const Row = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  padding: 0 ${theme.space(2)} 0 ${theme.space(4)};
  a.top {
    flex: 1;
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 52px;
    color: ${theme.color.text};
    text-decoration: none;
    font-weight: 500;
  }
  a.top:hover {
    color: ${theme.color.brand};
  }
  .icon {
    width: 32px;
    height: 32px;
    flex: none;
  }
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.muted};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.color.brandSoft};
    color: ${theme.color.brand};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
`;

const Popover = styled.div`
  margin: 0 ${theme.space(4)} ${theme.space(2)};
  padding: ${theme.space(2)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.page};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 10px 12px;
    border-radius: ${theme.radius.sm};
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:hover {
    background: ${theme.color.card};
    color: ${theme.color.brand};
  }
  small {
    color: ${theme.color.muted};
  }
`;

export function CategoriesPanel({ categories, onClose }: { categories: CategoryBranch[]; onClose: () => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <SidePanel title={intl.formatMessage({ id: 'panel.categories.title' })} onClose={onClose}>
      <List>
        {categories.map((category) => (
          <div key={category.id}>
            <Row>
              <LocalLink className="top" to={`/categories/${category.id}`} onClick={onClose}>
                {category.icon && <ApiImage className="icon" path={category.icon} alt="" width={32} />}
                {category.name}
              </LocalLink>
              {category.children.length > 0 && (
                <Toggle
                  aria-expanded={open === category.id}
                  aria-controls={`subcategories-${category.id}`}
                  aria-label={intl.formatMessage({ id: 'panel.subcategories.open' }, { name: category.name })}
                  onClick={() => setOpen(open === category.id ? null : category.id)}
                >
                  <Icon name="chevronRight" size={20} />
                </Toggle>
              )}
            </Row>
            {open === category.id && (
              <Popover id={`subcategories-${category.id}`} role="region" aria-label={category.name}>
                <ul>
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <LocalLink to={`/categories/${child.id}`} onClick={onClose}>
                        {child.name} <small>{child.countProduct}</small>
                      </LocalLink>
                    </li>
                  ))}
                </ul>
              </Popover>
            )}
          </div>
        ))}
      </List>
    </SidePanel>
  );
}
