/**
 * The catalogue editors' products (docs/adr/028, role catalogue): find a product by its name, model
 * or number, and change it (./product-form.tsx). The search is in the path's query (`products?q=`)
 * and a product is its own path (`products/42`), so a reload or a shared link opens the same.
 */
import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field-kit';
import { apiCall, type ApiError } from '../../lib/api/api-client';
import type { Lng } from '../../lib/catalog-types';
import { formatPrice } from '../../lib/price';
import { theme } from '../../lib/theme';
import { MAX_ID, MAX_SEARCH_TEXT } from '../../../server/src/contract/constants';
import type { ListWire } from '../../../server/src/contract/kit';
import type { ProductCardWire } from '../../../server/src/contract/products';
import type { EditableProductWire } from '../../../server/src/contract/service';
import { STAFF_APP_BASE } from '../../../server/src/contract/staff-app';
import { useLanguage } from '../language';
import { followLink, navigate, useLocation } from '../navigation';
import { LoadFailed, Loading, Notice } from '../states';
import { ColumnHeads, FilterBar, ScreenHead, Table, TableBox } from '../table';
import { ProductForm } from './product-form';

/** Products a search shows at most: an editor looking for one narrows the words rather than pages. */
const SHOWN = 20;

const PRODUCTS = `${STAFF_APP_BASE}/products`;
const searchPath = (query: string) => (query ? `${PRODUCTS}?q=${encodeURIComponent(query)}` : PRODUCTS);
const productPath = (id: number, query: string) => `${PRODUCTS}/${id}${query ? `?q=${encodeURIComponent(query)}` : ''}`;

/** A product's number as typed ("42", "№ 42"), when the text is one. */
function numberIn(text: string): number | null {
  const match = /^(?:№|#|no\.?)?\s*(\d{1,10})$/i.exec(text.trim());
  const id = match ? Number(match[1]) : 0;
  return id >= 1 && id <= MAX_ID ? id : null;
}

function SearchForm({ query }: { query: string }) {
  const intl = useIntl();
  const [text, setText] = useState(query);
  const [empty, setEmpty] = useState(false);
  // The hint stands under the row, so that the button lines up with the field.
  const hint = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = text.trim();
    setEmpty(!wanted);
    if (wanted) navigate(searchPath(wanted));
  }
  return (
    <>
      <FilterBar
        role="search"
        onSubmit={submit}
        noValidate
        aria-label={intl.formatMessage({ id: 'staff.products.search' })}
      >
        <TextField
          labelId="staff.products.query"
          name="q"
          type="search"
          autoComplete="off"
          maxLength={MAX_SEARCH_TEXT}
          error={empty ? 'staff.products.queryEmpty' : null}
          {...(empty ? {} : { 'aria-describedby': hint })}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">
          <FormattedMessage id="staff.products.searchSubmit" />
        </Button>
      </FilterBar>
      <Hint id={hint}>
        <FormattedMessage id="staff.products.queryHint" />
      </Hint>
    </>
  );
}

interface Found {
  id: number;
  name: string;
  model: string;
  brand: string | null;
  price: number;
  stock: number;
}

const fromCard = (card: ProductCardWire): Found => ({ ...card, brand: card.brand.name });
const fromEditable = (product: EditableProductWire, lng: Lng): Found => ({
  ...product,
  name: product.name[lng] || product.name.tm,
  brand: null,
});

/** The public search (name or model), as the shop's search finds products, in the app's language. */
function useSearch(query: string, lng: Lng) {
  return useSWR<ListWire<ProductCardWire>, ApiError, [string, string, Lng]>(
    ['product-search', query, lng],
    ([, text, language]) =>
      apiCall(`/client/v4/products?query=${encodeURIComponent(text)}&limit=${SHOWN}`, { lng: language }),
  );
}

const Hint = styled.p`
  margin: ${theme.space(1.5)} 0 0;
  color: ${theme.color.muted};
  font-size: 13px;
`;

const Muted = styled.span`
  color: ${theme.color.muted};
`;

function Results({ query }: { query: string }) {
  const { lng } = useLanguage();
  const search = useSearch(query, lng);
  const number = numberIn(query);
  // A number also finds the product with that number, which the text search may not.
  const byNumber = useSWR<EditableProductWire, ApiError>(number === null ? null : `/products/${number}`, {
    shouldRetryOnError: false,
  });
  if (search.error) return <LoadFailed error={search.error} retry={() => search.mutate()} />;
  if (!search.data || (number !== null && !byNumber.data && !byNumber.error)) return <Loading />;
  const numbered = byNumber.data ? [fromEditable(byNumber.data, lng)] : [];
  const rows = [...numbered, ...search.data.rows.filter((row) => row.id !== number).map(fromCard)];
  if (rows.length === 0)
    return (
      <Notice>
        <FormattedMessage id="staff.products.nothing" values={{ query }} />
      </Notice>
    );
  return (
    <>
      {search.data.count > search.data.rows.length && (
        <p>
          <FormattedMessage
            id="staff.products.more"
            values={{ shown: search.data.rows.length, count: search.data.count }}
          />
        </p>
      )}
      <TableBox>
        <Table>
          <ColumnHeads
            columns={[
              { id: 'staff.products.col.number' },
              { id: 'staff.products.col.product' },
              { id: 'staff.products.col.price', number: true },
              { id: 'staff.products.col.stock', number: true },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="nowrap">{row.id}</td>
                <td>
                  <a href={productPath(row.id, query)} onClick={followLink}>
                    {row.name}
                  </a>
                  <br />
                  <Muted>{[row.brand, row.model].filter(Boolean).join(' · ')}</Muted>
                </td>
                <td className="number">{formatPrice(row.price)}</td>
                <td className="number">{row.stock}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
    </>
  );
}

function ProductEditor({ id, query }: { id: number; query: string }) {
  const product = useSWR<EditableProductWire, ApiError>(`/products/${id}`, { shouldRetryOnError: false });
  return (
    <>
      {query && (
        <p>
          <a href={searchPath(query)} onClick={followLink}>
            <FormattedMessage id="staff.products.back" values={{ query }} />
          </a>
        </p>
      )}
      {product.error ? (
        <LoadFailed error={product.error} retry={() => product.mutate()} />
      ) : !product.data ? (
        <Loading />
      ) : (
        <ProductForm key={id} product={product.data} />
      )}
    </>
  );
}

export function ProductsScreen({ rest }: { rest: string[] }) {
  const location = useLocation();
  const query = new URLSearchParams(location.split('?')[1] ?? '').get('q')?.trim() ?? '';
  const id = rest.length === 1 && /^\d{1,10}$/.test(rest[0]) ? Number(rest[0]) : null;
  const wrongPath = rest.length > 0 && (id === null || id < 1 || id > MAX_ID);
  return (
    <>
      <ScreenHead>
        <h1>
          <FormattedMessage id="staff.nav.products" />
        </h1>
      </ScreenHead>
      <SearchForm key={query} query={query} />
      {wrongPath ? (
        <Notice tone="error">
          <FormattedMessage id="staff.notFound" />
        </Notice>
      ) : id !== null ? (
        <ProductEditor id={id} query={query} />
      ) : query ? (
        <Results query={query} />
      ) : null}
    </>
  );
}
