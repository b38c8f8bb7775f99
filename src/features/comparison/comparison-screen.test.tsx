/** @jest-environment-options {"liveApi": true} */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { liveJson, liveProducts, type LiveRow } from '../../test/live-catalogue';
import { renderWithProviders } from '../../test/render';
import { ComparisonScreen } from './comparison-screen';
import { selectComparisonIds } from './comparison-slice';

interface Detail extends LiveRow {
  category: { id: number; name: string };
  parameters: { code: string; name: string; value: string }[];
}

const detail = (id: number) => liveJson<Detail>(`/client/v4/products/${id}?includeParameters=true`);
const valueOf = (product: Detail, code: string) =>
  product.parameters.find((parameter) => parameter.code === code)?.value;

/**
 * Three products of one category, in stock: `first` and `twin` alike in every parameter, `unlike`
 * different in each (the sample catalogue's variants); `other` is of another category.
 */
let first: Detail;
let twin: Detail;
let unlike: Detail;
let other: Detail;
let parameter: Detail['parameters'][number];

const parametersOf = (product: Detail) => JSON.stringify(product.parameters.map(({ code, value }) => [code, value]));

beforeAll(async () => {
  const rows = (await liveProducts()).filter((row) => row.inStock);
  const byCategory = new Map<number, LiveRow[]>();
  for (const row of rows) byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), row]);
  const [candidates] = [...byCategory.values()].filter((list) => list.length >= 3);
  const details = await Promise.all(candidates.map((row) => detail(row.id)));
  first = details[0];
  twin = details.find((product) => product !== first && parametersOf(product) === parametersOf(first))!;
  unlike = details.find((product) =>
    first.parameters.every((p) => valueOf(product, p.code) !== undefined && valueOf(product, p.code) !== p.value),
  )!;
  expect([twin, unlike].every(Boolean)).toBe(true);
  [parameter] = first.parameters;
  other = await detail(rows.find((row) => row.categoryId !== first.category.id)!.id);
});

const renderComparison = (ids: number[]) =>
  renderWithProviders(<ComparisonScreen />, { preloadedState: { comparison: { ids, loaded: true } } });

/** The cells of a parameter's row, in column order. */
const rowValues = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('comparison table', () => {
  it('says there is nothing to compare when the list is empty', () => {
    renderComparison([]);
    expect(screen.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
  });

  it('puts the products of a category side by side, one row per parameter, a table per category', async () => {
    renderComparison([first.id, other.id, unlike.id]);
    const table = await screen.findByRole('region', { name: `Comparison: ${first.category.name}` });
    const heads = within(table).getAllByRole('columnheader').slice(1);
    expect(heads.map((head) => within(head).getByRole('link').textContent)).toEqual([first.name, unlike.name]);
    expect(within(heads[1]).getByRole('link')).toHaveAttribute('href', `/en/product/${unlike.id}`);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((head) => head.textContent),
    ).toEqual(first.parameters.map((p) => p.name));
    for (const { code, name, value } of first.parameters)
      expect(rowValues(table, name)).toEqual([value, valueOf(unlike, code)]);

    const otherTable = screen.getByRole('region', { name: `Comparison: ${other.category.name}` });
    expect(
      within(otherTable)
        .getAllByRole('columnheader')
        .slice(1)
        .map((head) => within(head).getByRole('link').textContent),
    ).toEqual([other.name]);
    expect(screen.getByText('3 products')).toBeVisible();
  });

  it('shows only the rows that differ when asked, and says when none do', async () => {
    const { user } = renderComparison([first.id, twin.id]);
    const table = await screen.findByRole('region', { name: `Comparison: ${first.category.name}` });
    expect(rowValues(table, parameter.name)).toEqual([parameter.value, parameter.value]);
    const onlyDifferences = screen.getByRole('switch', { name: 'Show only differences' });
    await user.click(onlyDifferences);
    expect(within(table).queryAllByRole('rowheader')).toEqual([]);
    expect(within(table).getByText('These products do not differ in any specification.')).toBeVisible();
    await user.click(onlyDifferences);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(first.parameters.length);
  });

  it('keeps the rows that differ when showing only differences', async () => {
    const { user } = renderComparison([first.id, twin.id, unlike.id]);
    const table = await screen.findByRole('region', { name: `Comparison: ${first.category.name}` });
    await user.click(screen.getByRole('switch', { name: 'Show only differences' }));
    expect(rowValues(table, parameter.name)).toEqual([
      parameter.value,
      parameter.value,
      valueOf(unlike, parameter.code),
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(first.parameters.length);
  });

  it('removes a product: its column goes, the list and the count follow', async () => {
    const { store, user } = renderComparison([first.id, twin.id, unlike.id]);
    const table = await screen.findByRole('region', { name: `Comparison: ${first.category.name}` });
    // At once, before the comparison of the two left has come back, the table shows them without it ...
    fireEvent.click(within(table).getByRole('button', { name: `Remove ${unlike.name} from the comparison` }));
    expect(selectComparisonIds(store.getState())).toEqual([first.id, twin.id]);
    expect(within(table).queryByRole('link', { name: unlike.name })).toBeNull();
    expect(rowValues(table, parameter.name)).toEqual([parameter.value, parameter.value]);
    expect(screen.getByText('2 products', { selector: 'h1 ~ *' })).toBeVisible();
    // ... and so it stays once it has.
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(3));
    expect(rowValues(table, parameter.name)).toEqual([parameter.value, parameter.value]);
    expect(store.getState().toasts.current).toMatchObject({
      variant: 'info',
      messageId: 'toast.comparison.removed',
      values: { name: unlike.name },
    });

    await user.click(screen.getByRole('switch', { name: 'Show only differences' }));
    expect(within(table).getByText('These products do not differ in any specification.')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: `Remove ${first.name} from the comparison` }));
    expect(selectComparisonIds(store.getState())).toEqual([twin.id]);
    expect(screen.getByText('Add another product from this category to compare it with.')).toBeVisible();
  });

  it('puts a compared product in the cart from its column', async () => {
    const { store, user } = renderComparison([first.id, twin.id]);
    const button = await screen.findByRole('button', { name: `Add ${twin.name} to the cart` });
    await user.click(button);
    expect(store.getState().cart.lines).toEqual([{ id: twin.id, count: 1, cartPrice: twin.price }]);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('In the cart');
  });

  it('takes out products that are no longer sold and says so', async () => {
    const gone = 99_999_999;
    const { store } = renderComparison([first.id, gone]);
    await screen.findByRole('region', { name: `Comparison: ${first.category.name}` });
    expect(selectComparisonIds(store.getState())).toEqual([first.id]);
    expect(store.getState().toasts.current).toMatchObject({
      variant: 'warn',
      messageId: 'toast.comparison.gone',
      values: { count: 1 },
    });
  });

  it('takes out an id the API refuses (past 2^31 - 1) and compares the rest', async () => {
    const { store } = renderComparison([2147483648, first.id, twin.id]);
    const table = await screen.findByRole('region', { name: `Comparison: ${first.category.name}` });
    expect(within(table).getByRole('link', { name: first.name })).toBeVisible();
    expect(within(table).getByRole('link', { name: twin.name })).toBeVisible();
    await waitFor(() => expect(selectComparisonIds(store.getState())).toEqual([first.id, twin.id]));
    expect(store.getState().toasts.current).toMatchObject({ variant: 'warn', messageId: 'toast.lists.repaired' });
  });
});
