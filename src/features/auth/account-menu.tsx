/**
 * The profile dropdown (spec §2): profile, orders, go out. A menu button's menu: focus moves into
 * it, arrows and Home/End move between the items, Escape, Tab or a click outside close it and
 * focus returns to the button.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon, type IconName } from '../../components/ui/icons';
import { LocalLink } from '../../components/ui/local-link';
import { theme } from '../../lib/theme';
import { useAuthTexts } from './auth-texts';
import { useSignOut } from './sign-out';

const Menu = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  z-index: 60;
  min-width: 220px;
  padding: ${theme.space(2)};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.raised};
  a {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    border-radius: ${theme.radius.sm};
    color: ${theme.color.text};
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover,
  a:focus-visible {
    background: ${theme.color.page};
    outline: none;
  }
  a:focus-visible {
    box-shadow: inset 0 0 0 2px ${theme.color.accent};
  }
  hr {
    margin: ${theme.space(1)} 0;
    border: 0;
    border-top: 1px solid ${theme.color.line};
  }
`;

const ITEMS: { to: string; icon: IconName; textId: string }[] = [
  { to: '/profile', icon: 'user', textId: 'auth.menu.profile' },
  { to: '/order', icon: 'truck', textId: 'auth.menu.orders' },
];

export function AccountMenu({ anchor, onClose }: { anchor: RefObject<HTMLElement>; onClose: () => void }) {
  const ready = useAuthTexts();
  const menu = useRef<HTMLDivElement>(null);
  const { signOut } = useSignOut();

  useEffect(() => {
    if (!ready) return undefined;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !anchor.current?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [ready, anchor, onClose]);

  if (!ready) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focus = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') anchor.current?.focus();
      onClose();
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <Menu ref={menu} role="menu" onKeyDown={onKeyDown} data-testid="account-menu">
      {ITEMS.map((item) => (
        <LocalLink key={item.to} to={item.to} role="menuitem" onClick={onClose}>
          <Icon name={item.icon} size={20} />
          <FormattedMessage id={item.textId} />
        </LocalLink>
      ))}
      <hr />
      <LocalLink
        to="/exit"
        role="menuitem"
        onClick={(event) => {
          // An action, not a navigation (spec §2): /exit itself is for a typed or bookmarked address.
          event.preventDefault();
          onClose();
          void signOut();
        }}
      >
        <Icon name="arrowLeft" size={20} />
        <FormattedMessage id="auth.menu.signOut" />
      </LocalLink>
    </Menu>
  );
}
