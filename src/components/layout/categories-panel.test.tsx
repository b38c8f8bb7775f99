import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import type { Category } from '../../lib/catalog-types';
import { renderWithProviders } from '../../test/render';
import { CategoriesPanel } from './categories-panel';
import type { CategoryBranch } from './use-shop-data';

const category = (id: number, name: string, parentId: number | null, countProduct = 5): Category => ({
  id,
  name,
  icon: null,
  parentId,
  position: id,
  countProduct,
});

const categories: CategoryBranch[] = [
  {
    ...category(1, 'Телефоны и планшеты', null, 25),
    children: [category(2, 'Смартфоны', 1, 9), category(3, 'Кнопочные телефоны', 1, 8), category(4, 'Планшеты', 1, 8)],
  },
  { ...category(5, 'Телевизоры', null, 22), children: [category(6, 'OLED-телевизоры', 5, 7)] },
  { ...category(7, 'Игровые консоли', null, 3), children: [] },
];

function renderPanel() {
  const onClose = jest.fn();
  return {
    ...renderWithProviders(<CategoriesPanel categories={categories} onClose={onClose} />, { locale: 'ru' }),
    onClose,
  };
}

const toggleOf = (name: string) => screen.getByRole('button', { name: `Подкатегории: ${name}` });

describe('categories panel', () => {
  it('lists the top categories, each with subcategories having a collapsed button that names what it controls', () => {
    renderPanel();
    expect(screen.getByRole('link', { name: 'Телефоны и планшеты' })).toHaveAttribute('href', '/ru/categories/1');
    const toggle = toggleOf('Телефоны и планшеты');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const popover = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(popover).not.toBeNull();
    expect(popover).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Подкатегории: Игровые консоли' })).toBeNull();
  });

  it('opens a popover of the subcategories and moves focus to its first link', async () => {
    const { user } = renderPanel();
    const toggle = toggleOf('Телефоны и планшеты');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const popover = screen.getByRole('region', { name: 'Телефоны и планшеты' });
    expect(popover).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    expect(screen.getByRole('link', { name: 'Смартфоны 9' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Планшеты 8' })).toHaveAttribute('href', '/ru/categories/4');
  });

  it('closes the popover on Escape, back to its button, and the panel only on a second Escape', async () => {
    const { user, onClose } = renderPanel();
    const toggle = toggleOf('Телефоны и планшеты');
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Телефоны и планшеты' })).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside it, and when another opens', async () => {
    const { user, onClose } = renderPanel();
    await user.click(toggleOf('Телефоны и планшеты'));
    await user.click(toggleOf('Телевизоры'));
    expect(screen.queryByRole('region', { name: 'Телефоны и планшеты' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Телевизоры' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'OLED-телевизоры 7' })).toHaveFocus();
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Категории' }));
    expect(screen.queryByRole('region', { name: 'Телевизоры' })).toBeNull();
    expect(toggleOf('Телевизоры')).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes when focus leaves it, and a click on its button toggles it', async () => {
    const { user } = renderPanel();
    const toggle = toggleOf('Телефоны и планшеты');
    await user.click(toggle);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Планшеты 8' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Телевизоры' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Телефоны и планшеты' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
