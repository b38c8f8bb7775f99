import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { Facets } from '../../lib/catalog-types';
import { renderWithProviders } from '../../test/render';
import { FilterPanel } from './filter-panel';
import { EMPTY_STATE, type ListingState } from './listing-state';

const facets: Facets = {
  // Prices a slider step apart (step 200): jsdom does not snap a range input's value to its step
  // as browsers do, and a range input off its step would keep the form from submitting.
  priceRange: { min: 1000, max: 41000 },
  brands: [
    { id: 3, name: 'Samsung', count: 12 },
    { id: 7, name: 'Xiaomi', count: 4 },
    { id: 9, name: 'Nokia', count: 0 },
  ],
  parameters: [
    {
      id: 21,
      name: 'Storage',
      options: [
        { id: 101, name: '128 GB', count: 9 },
        { id: 102, name: '256 GB', count: 6 },
      ],
    },
    {
      id: 22,
      name: 'Colour',
      options: ['Black', 'White', 'Blue', 'Green', 'Red', 'Silver', 'Gold', 'Purple'].map((name, index) => ({
        id: 201 + index,
        name,
        count: 8 - index,
      })),
    },
  ],
};

/** The panel as a listing holds it: each change becomes the state it shows next (the page's URL). */
function renderPanel(
  state: Partial<ListingState> = {},
  { locale, ...props }: { showBrands?: boolean; facets?: Facets; locale?: 'tm' | 'ru' | 'en' } = {},
) {
  const onChange = jest.fn<(next: ListingState) => void>();
  function Listing() {
    const [current, setCurrent] = useState<ListingState>({ ...EMPTY_STATE, ...state });
    return (
      <FilterPanel
        facets={facets}
        state={current}
        onChange={(next) => {
          onChange(next);
          setCurrent(next);
        }}
        {...props}
      />
    );
  }
  return { ...renderWithProviders(<Listing />, { locale }), onChange };
}

const optionsOf = (legend: string) =>
  within(screen.getByRole('group', { name: legend }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')!.textContent);

describe('filter panel', () => {
  it("lists the brands and each parameter's options with the number of products they would show", () => {
    renderPanel();
    expect(optionsOf('Brands')).toEqual(['Samsung12', 'Xiaomi4', 'Nokia0']);
    expect(optionsOf('Storage')).toEqual(['128 GB9', '256 GB6']);
    expect(screen.getByRole('checkbox', { name: /Samsung/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('disables an option no product has, unless it is ticked, so that it can be unticked', async () => {
    const zero = {
      ...facets,
      parameters: [
        {
          id: 21,
          name: 'Storage',
          options: [
            { id: 101, name: '128 GB', count: 9 },
            { id: 102, name: '256 GB', count: 0 },
            { id: 103, name: '512 GB', count: 0 },
          ],
        },
      ],
    };
    const { user, onChange } = renderPanel({ options: [103] }, { facets: zero });
    const nokia = screen.getByRole('checkbox', { name: /Nokia/ });
    expect(nokia).toBeDisabled();
    expect(nokia.closest('label')).toHaveClass('empty');
    expect(screen.getByRole('checkbox', { name: /256 GB/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /128 GB/ })).toBeEnabled();
    await user.click(nokia);
    await user.click(screen.getByRole('checkbox', { name: /256 GB/ }));
    expect(onChange).not.toHaveBeenCalled();
    // Ticked while it had products (a shared link): it stays enabled, and unticking it works.
    const ticked = screen.getByRole('checkbox', { name: /512 GB/ });
    expect(ticked).toBeChecked();
    expect(ticked).toBeEnabled();
    expect(ticked.closest('label')).not.toHaveClass('empty');
    await user.click(ticked);
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_STATE);
    expect(screen.getByRole('checkbox', { name: /512 GB/ })).toBeDisabled();
  });

  it("leaves the brands out on a brand's own page", () => {
    renderPanel({}, { showBrands: false });
    expect(screen.queryByRole('group', { name: 'Brands' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Storage' })).toBeVisible();
  });

  it('calls back with the option ticked, the ids in order and the listing back on page 1', async () => {
    const { user, onChange } = renderPanel({ page: 3, sort: 'price_asc', brands: [7] });
    expect(screen.getByRole('checkbox', { name: /Xiaomi/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Samsung/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_STATE, sort: 'price_asc', brands: [3, 7] });
    expect(screen.getByRole('checkbox', { name: /Samsung/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /256 GB/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_STATE, sort: 'price_asc', brands: [3, 7], options: [102] });
    await user.click(screen.getByRole('checkbox', { name: /Xiaomi/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_STATE, sort: 'price_asc', brands: [3], options: [102] });
    expect(screen.getByRole('checkbox', { name: /Xiaomi/ })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_STATE,
      sort: 'price_asc',
      brands: [3],
      options: [102],
      inStock: true,
    });
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('folds a long option list after six, keeping a ticked option in sight, and unfolds it', async () => {
    const { user } = renderPanel({ options: [208] });
    expect(optionsOf('Colour')).toEqual(['Black8', 'White7', 'Blue6', 'Green5', 'Red4', 'Silver3', 'Purple1']);
    expect(screen.getByRole('checkbox', { name: /Purple/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Show all (8)' }));
    expect(optionsOf('Colour')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('clears every filter but keeps the sort', async () => {
    const { user, onChange } = renderPanel({
      sort: 'rating',
      brands: [3],
      options: [101],
      priceMin: 2000,
      inStock: true,
      page: 2,
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_STATE, sort: 'rating' });
    expect(screen.getByRole('checkbox', { name: /Samsung/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});

describe('price range', () => {
  it('hints the whole prices available and shows the applied bounds', () => {
    renderPanel({ priceMax: 30000 }, { facets: { ...facets, priceRange: { min: 1199.5, max: 45989.2 } } });
    const range = screen.getByRole('form', { name: 'Price, TMT' });
    const from = within(range).getByRole('textbox', { name: 'From' });
    const to = within(range).getByRole('textbox', { name: 'To' });
    expect(from).toHaveAttribute('placeholder', '1199');
    expect(from).toHaveValue('');
    expect(to).toHaveAttribute('placeholder', '45990');
    expect(to).toHaveValue('30000');
    expect(within(range).getByRole('slider', { name: 'From' })).toHaveValue('1199');
  });

  it('applies a typed price on Enter and on leaving the input, digits only', async () => {
    const { user, onChange } = renderPanel({ page: 4, brands: [3] });
    await user.type(screen.getByRole('textbox', { name: 'From' }), '2 6x00{Enter}');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('2600');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_STATE, brands: [3], priceMin: 2600 });
    onChange.mockClear();
    await user.type(screen.getByRole('textbox', { name: 'To' }), '9000');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_STATE, brands: [3], priceMin: 2600, priceMax: 9000 });
  });

  it('swaps a reversed range', async () => {
    const { user, onChange } = renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'From' }), '20000');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '5000{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_STATE, priceMin: 5000, priceMax: 20000 });
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('5000');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('20000');
  });

  it('says that a reversed range was swapped, in the page language', async () => {
    const { user } = renderPanel({}, { locale: 'tm' });
    await user.type(screen.getByRole('textbox', { name: 'Başlap' }), '20000');
    await user.type(screen.getByRole('textbox', { name: 'Çenli' }), '5000{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('«Başlap» «Çenli»-den uly boldy: bahalar orunlaryny çalyşdy.');
  });

  it('takes a bound at or past the available prices as no bound at all', async () => {
    const { user, onChange } = renderPanel({ priceMin: 3000 });
    const from = screen.getByRole('textbox', { name: 'From' });
    await user.clear(from);
    await user.type(from, '800{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_STATE);
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.type(to, '41000{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(to).toHaveValue('');
  });
});
