/**
 * Top-level categories; each has a button opening a popover of its subcategories (spec §2): the
 * button says whether it is open and which element it controls, focus moves to the popover's first
 * link, Escape closes it back to its button (and only a second Escape the panel), and a click
 * outside it or focus leaving its row closes it.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiImage } from '../ui/api-image';
import { Icon } from '../ui/icons';
import { LocalLink } from '../ui/local-link';
import { SidePanel } from './side-panel';
import type { CategoryBranch } from './use-shop-data';
import { theme } from '../../lib/theme';
import '../../lib/carried-texts/panels';

const List = styled.ul`
  margin: 0;
  padding: ${theme.space(2)} 0;
  list-style: none;
`;

const Row = styled.li`
  position: relative;
  .line {
    display: flex;
    align-items: center;
    padding: 0 ${theme.space(2)} 0 ${theme.space(4)};
  }
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
  img.icon {
    width: 32px;
    height: 32px;
    flex: none;
  }
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  flex: none;
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
  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
`;

/** Floats over the rows below its own, under its button; the panel's body scrolls to show all of it. */
const Popover = styled.div`
  position: absolute;
  top: calc(100% - 4px);
  left: ${theme.space(4)};
  right: ${theme.space(2)};
  z-index: 2;
  padding: ${theme.space(2)};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.raised};
  /* the caret under the button (40 px wide, at the row's right edge) */
  &::before {
    content: '';
    position: absolute;
    top: -7px;
    right: 13px;
    width: 12px;
    height: 12px;
    border-top: 1px solid ${theme.color.line};
    border-left: 1px solid ${theme.color.line};
    background: ${theme.color.card};
    transform: rotate(45deg);
  }
  &[hidden] {
    display: none;
  }
  ul {
    position: relative;
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
    background: ${theme.color.page};
    color: ${theme.color.brand};
  }
  a:focus-visible {
    outline-offset: -3px;
  }
  small {
    color: ${theme.color.muted};
  }
`;

function CategoryRow({
  category,
  open,
  onToggle,
  onClose,
}: {
  category: CategoryBranch;
  open: boolean;
  /** opens this row's popover (closing any other), or closes it */
  onToggle: (open: boolean) => void;
  /** closes the side panel: a link was followed */
  onClose: () => void;
}) {
  const intl = useIntl();
  const row = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const popoverId = `subcategories-${category.id}`;
  // A new function on every render of the panel: read through a ref, so that the effect below runs
  // when the popover opens, not again on a re-render (which would pull focus back to its first link).
  const toggle = useRef(onToggle);
  toggle.current = onToggle;

  useEffect(() => {
    if (!open) return undefined;
    popover.current?.querySelector('a')?.focus();
    const outside = (event: PointerEvent) => {
      if (!row.current?.contains(event.target as Node)) toggle.current(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // The popover's Escape: the side panel (use-modal.ts listens on the document) stays open.
    event.stopPropagation();
    onToggle(false);
    button.current?.focus();
  };

  return (
    <Row
      ref={row}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onToggle(false);
      }}
    >
      <div className="line">
        <LocalLink className="top" to={`/categories/${category.id}`} onClick={onClose}>
          {category.icon && <ApiImage className="icon" path={category.icon} alt="" width={32} />}
          {category.name}
        </LocalLink>
        {category.children.length > 0 && (
          <Toggle
            ref={button}
            type="button"
            aria-expanded={open}
            aria-controls={popoverId}
            aria-label={intl.formatMessage({ id: 'panel.subcategories.open' }, { name: category.name })}
            onClick={() => onToggle(!open)}
          >
            <Icon name="chevronRight" size={20} />
          </Toggle>
        )}
      </div>
      {category.children.length > 0 && (
        <Popover ref={popover} id={popoverId} role="region" aria-label={category.name} hidden={!open}>
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
    </Row>
  );
}

export function CategoriesPanel({ categories, onClose }: { categories: CategoryBranch[]; onClose: () => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <SidePanel title={intl.formatMessage({ id: 'panel.categories.title' })} onClose={onClose}>
      <List>
        {categories.map((category) => (
          <CategoryRow
            key={category.id}
            category={category}
            open={open === category.id}
            onToggle={(next) => setOpen((current) => (next ? category.id : current === category.id ? null : current))}
            onClose={onClose}
          />
        ))}
      </List>
    </SidePanel>
  );
}
