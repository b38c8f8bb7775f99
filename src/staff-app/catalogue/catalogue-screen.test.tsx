/** @jest-environment-options {"liveApi": true} */
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { CATALOGUE_IMPORT_MAX_BYTES } from '../../../server/src/contract/service';
import { actAsStaff, adminJson, renderStaffScreen, signedInStaff, type LiveStaffMember } from '../../test/live-staff';
import { CatalogueScreen } from './catalogue-screen';

const jsonFile = (name: string, content: unknown) =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type: 'application/json' });

/** The calls the app makes to import a file in this test. */
function recordImports(): string[] {
  const sent: string[] = [];
  const through = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input).endsWith('/admin/v1/catalogue')) sent.push(String(init.body));
    return through(input, init);
  };
  return sent;
}

let editor: LiveStaffMember;

beforeAll(async () => {
  editor = await signedInStaff(['catalogue']);
});

beforeEach(() => actAsStaff(editor));

describe('the catalogue import', () => {
  it("lists every problem of a refused file, each with its place and cause in the app's language (RU)", async () => {
    const product = {
      sku: 'test-bad-1',
      category: 'test-no-such-category',
      brand: 'test-no-such-brand',
      model: 'TEST',
      name: { tm: 'Test' },
      description: { tm: 'Test' },
      features: [],
      price: 'five',
      stock: 1,
      images: [],
    };
    const { user } = renderStaffScreen(<CatalogueScreen />, { lng: 'ru' });
    await user.upload(screen.getByLabelText('Файл каталога (JSON)'), jsonFile('bad.json', { products: [product] }));
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    // an import's answer waits for the whole file's checks: longer than a page's call on a busy machine
    const problems = await screen.findByRole('region', { name: 'Ошибки в bad.json' }, { timeout: 15_000 });
    expect(within(problems).getByRole('alert')).toHaveTextContent('Найдено: 3 ошибки; ничего не загружено');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Товар №1 (sku test-bad-1), поле «price»: должно быть числом',
      'Товар №1 (sku test-bad-1), поле «category»: нет категории «test-no-such-category»',
      'Товар №1 (sku test-bad-1), поле «brand»: нет бренда «test-no-such-brand»',
    ]);
    // nothing was imported
    const brands = await adminJson<{ rows: { name: string }[] }>('/client/v4/brands?limit=10000');
    expect(brands.rows.map((brand) => brand.name)).not.toContain('test-no-such-brand');
  });

  it('says what an import brought, and that this server builds no site (EN)', async () => {
    const brands = [
      { code: 'test-brand-1', name: 'Test Brand One' },
      { code: 'test-brand-2', name: 'Test Brand Two' },
    ];
    const footers = [{ slug: 'test-page', name: { tm: 'Synag', ru: 'Тест', en: 'Test' }, content: { tm: 'Synag' } }];
    const { user } = renderStaffScreen(<CatalogueScreen />);
    await user.upload(screen.getByLabelText('Catalogue file (JSON)'), jsonFile('brands.json', { brands, footers }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('brands.json imported. It brought:', {}, { timeout: 15_000 })).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'brands.json' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 brands', '1 information page']);
    expect(
      screen.getByText('This server does not build the site: the pages show the import after the next site build.'),
    ).toBeVisible();
    const listed = await adminJson<{ rows: { name: string }[] }>('/client/v4/brands?limit=10000');
    expect(listed.rows.map((brand) => brand.name)).toEqual(
      expect.arrayContaining(['Test Brand One', 'Test Brand Two']),
    );
  });

  it('sends nothing for a file that is not JSON or is too large, and says why (TM)', async () => {
    const sent = recordImports();
    const { user } = renderStaffScreen(<CatalogueScreen />, { lng: 'tm' });
    const input = screen.getByLabelText('Katalog faýly (JSON)');
    await user.click(screen.getByRole('button', { name: 'Ýükle' }));
    expect(input).toHaveAccessibleDescription('Ilki faýl saýlaň.');
    await user.upload(input, jsonFile('notes.json', '{"brands": ['));
    await user.click(screen.getByRole('button', { name: 'Ýükle' }));
    // the file is read before it is judged (FileReader answers in an event of its own)
    await waitFor(() => expect(input).toHaveAccessibleDescription('Bu faýl JSON däl.'));
    const large = jsonFile('large.json', '{}');
    Object.defineProperty(large, 'size', { value: CATALOGUE_IMPORT_MAX_BYTES + 1 });
    await user.upload(input, large);
    await user.click(screen.getByRole('button', { name: 'Ýükle' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Bu faýl 64.1 MB: ýükleme iň köp 64 MB kabul edýär.'),
    );
    expect(sent).toEqual([]);
  });
});
