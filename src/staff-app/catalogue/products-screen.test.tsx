/** @jest-environment-options {"liveApi": true} */
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { EditableProductWire } from '../../../server/src/contract/service';
import { STAFF_APP_BASE } from '../../../server/src/contract/staff-app';
import { liveProducts, type LiveRow } from '../../test/live-catalogue';
import { actAsStaff, adminJson, renderStaffScreen, signedInStaff, type LiveStaffMember } from '../../test/live-staff';
import { useLocation } from '../navigation';
import { ProductsScreen } from './products-screen';

/** The products screen at the page's path, as the shell gives it the path's rest. */
function AtPath() {
  const location = useLocation();
  const rest = location.split('?')[0].slice(`${STAFF_APP_BASE}/products`.length).split('/').filter(Boolean);
  return <ProductsScreen rest={rest} />;
}

const open = (path: string, lng: 'tm' | 'ru' | 'en' = 'en') => {
  window.history.replaceState(null, '', `${STAFF_APP_BASE}/products${path}`);
  return renderStaffScreen(<AtPath />, { lng });
};

const editable = (id: number) => adminJson<EditableProductWire>(`/admin/v1/products/${id}`);

/** The bodies of the product changes the app sends in this test. */
function recordChanges(): unknown[] {
  const sent: unknown[] = [];
  const through = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.method === 'PATCH') sent.push(JSON.parse(String(init.body)));
    return through(input, init);
  };
  return sent;
}

let editor: LiveStaffMember;
let products: LiveRow[];

beforeAll(async () => {
  editor = await signedInStaff(['catalogue']);
  products = await liveProducts(60);
});

beforeEach(() => actAsStaff(editor));

describe('the products screen', () => {
  it('finds a product by its model and opens it from the results, its texts in the three languages', async () => {
    const before = await editable(products[3].id);
    const { user } = open('');
    await user.type(screen.getByLabelText('Name, model or number'), before.model);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(window.location.search).toBe(`?q=${encodeURIComponent(before.model)}`);
    const row = (await screen.findByRole('cell', { name: String(before.id) })).closest('tr')!;
    await user.click(within(row).getByRole('link', { name: before.name.en }));
    expect(window.location.pathname).toBe(`${STAFF_APP_BASE}/products/${before.id}`);
    expect(await screen.findByLabelText('Name (EN)')).toHaveValue(before.name.en);
    expect(screen.getByLabelText('Name (TM)')).toHaveValue(before.name.tm);
    expect(screen.getByLabelText('Description (RU)')).toHaveValue(before.description.ru);
    expect(screen.getByLabelText('Price (TMT)')).toHaveValue(String(before.price));
    expect(screen.getByLabelText('In stock (pieces)')).toHaveValue(String(before.stock));
    // the way back to the results keeps the search
    expect(screen.getByRole('link', { name: `Back to the results for “${before.model}”` })).toHaveAttribute(
      'href',
      `${STAFF_APP_BASE}/products?q=${encodeURIComponent(before.model)}`,
    );
  });

  it('finds a product by its number, also one the text search does not', async () => {
    const id = products[7].id;
    const { user } = open(`?q=${id}`);
    const row = (await screen.findByRole('cell', { name: String(id) })).closest('tr')!;
    await user.click(within(row).getByRole('link'));
    expect(await screen.findByRole('heading', { name: new RegExp(`^No. ${id}: `) })).toBeVisible();
  });

  it('sends only the price and stock changed, says they are live at once, and then that nothing changed', async () => {
    const before = await editable(products[10].id);
    const sent = recordChanges();
    const { user } = open(`/${before.id}`);
    const price = await screen.findByLabelText('Price (TMT)');
    await user.clear(price);
    await user.type(price, `${before.price + 1},50`);
    await user.clear(screen.getByLabelText('In stock (pieces)'));
    await user.type(screen.getByLabelText('In stock (pieces)'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved\./, {}, { timeout: 15_000 })).toHaveTextContent(
      "Saved. The new price and stock show on the product's pages at once, without a rebuild.",
    );
    expect(sent).toEqual([{ price: before.price + 1.5, stock: 7 }]);
    expect(await editable(before.id)).toEqual({ ...before, price: before.price + 1.5, stock: 7 });
    // The form now stands for the saved product: saving again sends nothing.
    expect(screen.getByLabelText('Price (TMT)')).toHaveValue(String(before.price + 1.5));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing changed.')).toBeVisible();
    expect(sent).toHaveLength(1);
    await adminJson(`/admin/v1/products/${before.id}`, { method: 'PATCH', body: { price: before.price, stock: 3 } });
  });

  it('sends a rename alone, in all three languages, and says when the pages show it (RU)', async () => {
    const before = await editable(products[12].id);
    const sent = recordChanges();
    const { user } = open(`/${before.id}`, 'ru');
    const name = await screen.findByLabelText('Название (RU)');
    await user.clear(name);
    await user.type(name, 'Новое имя товара');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    // This API builds no site: the new texts wait for the next build made elsewhere.
    expect(await screen.findByText(/^Сохранено\./, {}, { timeout: 15_000 })).toHaveTextContent(
      'Сохранено. Этот сервер не собирает сайт: новые тексты появятся на страницах со следующей сборкой.',
    );
    expect(sent).toEqual([{ name: { ...before.name, ru: 'Новое имя товара' } }]);
    expect((await editable(before.id)).name.ru).toBe('Новое имя товара');
  });

  it('tells each broken value in its field, sends nothing and keeps what was typed (TM)', async () => {
    const before = await editable(products[14].id);
    const sent = recordChanges();
    const { user } = open(`/${before.id}`, 'tm');
    await user.clear(await screen.findByLabelText('Ady (TM)'));
    const price = screen.getByLabelText('Bahasy (TMT)');
    await user.clear(price);
    await user.type(price, '12.345');
    const stock = screen.getByLabelText('Ammarda (sany)');
    await user.clear(stock);
    await user.type(stock, '2.5');
    const oldPrice = screen.getByLabelText('Öňki bahasy (TMT)');
    await user.clear(oldPrice);
    await user.type(oldPrice, 'on iki');
    await user.click(screen.getByRole('button', { name: 'Ýatda sakla' }));
    expect(await screen.findByText('Hiç zat ýatda saklanmady: bellenen meýdanlary düzediň.')).toBeVisible();
    expect(screen.getByLabelText('Ady (TM)')).toHaveAccessibleDescription('Bu meýdany dolduryň.');
    expect(price).toHaveAccessibleDescription('Nokatdan soň iň köp iki san.');
    expect(stock).toHaveAccessibleDescription('Bitin san ýazyň: 0 ýa-da ondan köp.');
    expect(oldPrice).toHaveAccessibleDescription('San ýazyň, meselem 1299 ýa-da 1299.50.');
    // the first field to mend has focus, and what was typed is there
    expect(screen.getByLabelText('Ady (TM)')).toHaveFocus();
    expect(price).toHaveValue('12.345');
    expect(sent).toEqual([]);
    expect(await editable(before.id)).toEqual(before);
  });

  it("changes the images' order and refuses a key twice; a key the catalogue lacks is the API's refusal", async () => {
    let before = await editable(products[20].id);
    for (const row of products.slice(21)) if (before.images.length < 2) before = await editable(row.id);
    expect(before.images.length).toBeGreaterThanOrEqual(2);
    const sent = recordChanges();
    const { user } = open(`/${before.id}`);
    await user.click(await screen.findByRole('button', { name: `Move image ${before.images[1]} up` }));
    const key = screen.getByLabelText('Image key to add');
    await user.type(key, `${before.images[0]}{Enter}`);
    expect(key).toHaveAccessibleDescription('This image is in the list already.');
    await user.clear(key);
    await user.type(key, 'no-such-image.svg{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('no-such-image.svg');
    const reordered = [before.images[1], before.images[0], ...before.images.slice(2)];
    expect(sent).toEqual([{ images: [...reordered, 'no-such-image.svg'] }]);
    // Refused whole: nothing changed, and the list is still as the editor left it.
    expect(await editable(before.id)).toEqual(before);
    await user.click(screen.getByRole('button', { name: 'Remove image no-such-image.svg' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved\./, {}, { timeout: 15_000 })).toBeVisible();
    await waitFor(async () => expect((await editable(before.id)).images).toEqual(reordered));
    await adminJson(`/admin/v1/products/${before.id}`, { method: 'PATCH', body: { images: before.images } });
  });

  it("shows the API's refusal when the staff member lacks the catalogue role", async () => {
    actAsStaff(await signedInStaff(['orders']));
    open(`/${products[0].id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is not part of your role: it needs the catalogue editor role',
    );
  });
});
