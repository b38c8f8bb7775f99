/**
 * /comparess: the compared products side by side, grouped by category, one row per parameter;
 * a switch shows only the rows that differ; each product can be removed or put in the cart.
 * The header does not stick on this page (layout.tsx), so the table has the whole screen.
 */
import { LaterTextsBoundary } from '../../components/ui/later-texts-boundary';
import type { TextsLoaders } from '../../lib/later-texts';
import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { ApiImage } from '../../components/ui/api-image';
import { Icon } from '../../components/ui/icons';
import { LocalLink } from '../../components/ui/local-link';
import { PriceTag } from '../../components/ui/price-tag';
import type { ProductCard } from '../../lib/catalog-types';
import { useLng } from '../../lib/lng-context';
import { paths } from '../../lib/routes';
import { theme } from '../../lib/theme';
import { StockState } from '../../components/ui/stock-state';
import { useListActions } from '../lists';
import { ListTitle, Screen, Skeleton, listGate } from '../../components/ui/list-states';
import { OfflineMark } from '../offline';
import { toastShown } from '../toasts';
import { useComparison, visibleRows, type ComparisonGroup } from './compare-api';
import { comparisonRemoved, comparisonToggled, selectComparisonIds, selectComparisonLoaded } from './comparison-slice';
import '../../lib/carried-texts/routes';

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(3)};
    font-weight: 600;
    cursor: pointer;
  }
  input {
    appearance: none;
    position: relative;
    width: 44px;
    height: 26px;
    margin: 0;
    border-radius: ${theme.radius.pill};
    background: #c9d1d9;
    cursor: pointer;
    transition: background-color 0.15s;
  }
  input::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2);
    transition: transform 0.15s;
  }
  input:checked {
    background: ${theme.color.brand};
  }
  input:checked::after {
    transform: translateX(18px);
  }
  input:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 2px;
  }
`;

const Group = styled.section`
  margin-bottom: ${theme.space(8)};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: 21px;
  }
  h2 small {
    margin-left: ${theme.space(2)};
    color: ${theme.color.muted};
    font-size: 15px;
    font-weight: 500;
  }
  .single {
    margin: 0 0 ${theme.space(3)};
    color: ${theme.color.muted};
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  &:focus-visible {
    outline: 3px solid ${theme.color.accent};
  }
`;

const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  width: auto;
  font-size: 14px;
  th,
  td {
    padding: ${theme.space(3)};
    border-bottom: 1px solid ${theme.color.line};
    text-align: left;
    vertical-align: top;
  }
  tbody tr:last-of-type > * {
    border-bottom: 0;
  }
  tbody th {
    position: sticky;
    left: 0;
    z-index: 1;
    width: 200px;
    min-width: 140px;
    background: #f8fafb;
    color: ${theme.color.muted};
    font-weight: 600;
  }
  thead th {
    vertical-align: bottom;
  }
  thead th:first-of-type {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${theme.color.card};
  }
  td,
  thead th + th {
    width: 220px;
    min-width: 180px;
  }
  tr.differs td {
    background: #fffaf0;
    font-weight: 600;
  }
  .missing {
    color: #98a2ad;
  }
  ${theme.media.mobile} {
    font-size: 13px;
    tbody th {
      width: 110px;
      min-width: 110px;
    }
    td,
    thead th + th {
      min-width: 150px;
    }
  }
`;

const ProductHead = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-weight: 400;
  .media {
    width: 120px;
    height: 120px;
  }
  a {
    color: ${theme.color.text};
    font-weight: 600;
    text-decoration: none;
    line-height: 1.35;
  }
  a:hover {
    color: ${theme.color.brand};
  }
  .actions {
    display: flex;
    gap: 6px;
  }
  .actions button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: 36px;
    padding: 0 10px;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: ${theme.color.card};
    color: ${theme.color.text};
    font: inherit;
    font-size: 13px;
    font-weight: 600;
    /* 'To cart' and 'В корзину' on one line: the column grows to fit them (table layout) */
    white-space: nowrap;
    cursor: pointer;
  }
  .actions button:hover {
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
  }
  .actions button[aria-pressed='true'] {
    background: ${theme.color.brandSoft};
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
  }
  .actions button.remove:hover {
    border-color: ${theme.color.danger};
    color: ${theme.color.danger};
  }
  .actions button:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 1px;
  }
`;

function ProductColumn({ product }: { product: ProductCard }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { inCart, toggleCart } = useListActions(product);
  const remove = () => {
    dispatch(comparisonToggled(product.id));
    dispatch(toastShown({ variant: 'info', messageId: 'toast.comparison.removed', values: { name: product.name } }));
  };
  return (
    <ProductHead data-testid="compared-product" data-product-id={product.id}>
      <div className="media">{product.image && <ApiImage path={product.image} alt="" width={120} sizes="120px" />}</div>
      <LocalLink to={paths.product(product.id)}>{product.name}</LocalLink>
      <PriceTag offer={product} />
      <StockState inStock={product.inStock} />
      <div className="actions">
        <button
          type="button"
          aria-pressed={inCart}
          onClick={toggleCart}
          disabled={!product.inStock && !inCart}
          aria-label={intl.formatMessage({ id: 'comparison.cart.named' }, { name: product.name })}
        >
          <Icon name={inCart ? 'check' : 'cart'} size={16} />
          <FormattedMessage id={inCart ? 'product.action.inCart' : 'comparison.cart'} />
        </button>
        <button
          type="button"
          className="remove"
          onClick={remove}
          aria-label={intl.formatMessage({ id: 'comparison.remove.named' }, { name: product.name })}
          title={intl.formatMessage({ id: 'product.action.uncompare' })}
        >
          <Icon name="close" size={16} />
        </button>
      </div>
    </ProductHead>
  );
}

function GroupTable({ group, onlyDifferences }: { group: ComparisonGroup; onlyDifferences: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  const rows = visibleRows(group, onlyDifferences);
  return (
    <Group aria-labelledby={headingId} data-testid="comparison-group">
      <h2 id={headingId}>
        {group.category.name}
        <small>
          <FormattedMessage id="comparison.group.count" values={{ count: group.products.length }} />
        </small>
      </h2>
      {group.products.length === 1 && (
        <p className="single">
          <FormattedMessage id="comparison.single" />
        </p>
      )}
      <Scroller
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'comparison.table.label' }, { category: group.category.name })}
      >
        <Table>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">
                  <FormattedMessage id="comparison.parameter" />
                </span>
              </th>
              {group.products.map((product) => (
                <th key={product.id} scope="col">
                  <ProductColumn product={product} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.code}
                className={row.differs ? 'differs' : undefined}
                data-testid="comparison-row"
                data-differs={row.differs}
              >
                <th scope="row">{row.name}</th>
                {row.values.map((value, index) => (
                  <td key={group.products[index]?.id ?? index}>
                    {value ?? (
                      <span className="missing" aria-label={intl.formatMessage({ id: 'comparison.noValue' })}>
                        —
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={group.products.length + 1}>
                  <FormattedMessage id="comparison.noDifferences" />
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </Scroller>
    </Group>
  );
}

function ComparisonScreenBody() {
  const lng = useLng();
  const dispatch = useAppDispatch();
  const loaded = useAppSelector(selectComparisonLoaded);
  const ids = useAppSelector(selectComparisonIds);
  const { data, error, mutate } = useComparison(ids, lng);
  const [onlyDifferences, setOnlyDifferences] = useState(false);

  // Products that left the catalogue cannot be compared: take them out, and say so.
  // Keyed by the ids, not the array (a new one every render), so each set of gone products is handled once.
  const missingKey = (data?.missing.filter((id) => ids.includes(id)) ?? []).join(',');
  useEffect(() => {
    if (!missingKey) return;
    const missing = missingKey.split(',').map(Number);
    dispatch(comparisonRemoved(missing));
    dispatch(toastShown({ variant: 'warn', messageId: 'toast.comparison.gone', values: { count: missing.length } }));
  }, [missingKey, dispatch]);
  // Ids the API refuses (out of its range, from a damaged cookie) leave the list the same way.
  const refusedKey = (data?.refused.filter((id) => ids.includes(id)) ?? []).join(',');
  useEffect(() => {
    if (!refusedKey) return;
    dispatch(comparisonRemoved(refusedKey.split(',').map(Number)));
    dispatch(toastShown({ variant: 'warn', messageId: 'toast.lists.repaired' }));
  }, [refusedKey, dispatch]);

  const title = <ListTitle titleId="route.comparison.title" countId="comparison.count" count={ids.length} />;
  const gate = listGate({
    loaded,
    count: ids.length,
    title,
    skeletonHeight: 420,
    empty: { icon: 'compare', titleId: 'comparison.empty.title', textId: 'comparison.empty.text' },
    load: { error, hasData: data !== undefined, retry: () => void mutate() },
  });
  if (gate) return gate;
  if (!data)
    return (
      <Screen aria-busy="true">
        {title}
        <Skeleton height={420} />
      </Screen>
    );
  // While a removal reloads the table, the previous answer shows without the removed product.
  const groups = data.groups
    .map((group) => {
      const keep = group.products.map((product) => ids.includes(product.id));
      if (keep.every(Boolean)) return group;
      return {
        ...group,
        products: group.products.filter((_, index) => keep[index]),
        rows: group.rows.map((row) => {
          const values = row.values.filter((_, index) => keep[index]);
          return { ...row, values, differs: new Set(values).size > 1 };
        }),
      };
    })
    .filter((group) => group.products.length > 0);
  return (
    <Screen>
      {title}
      <OfflineMark />
      <Toolbar>
        <label>
          <input
            type="checkbox"
            role="switch"
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.target.checked)}
          />
          <FormattedMessage id="comparison.onlyDifferences" />
        </label>
      </Toolbar>
      {groups.map((group) => (
        <GroupTable key={group.category.id} group={group} onlyDifferences={onlyDifferences} />
      ))}
    </Screen>
  );
}

/** Texts `comparison.*` come with the screen, not in the catalogue pages' first load (docs/adr/006). */
const TEXTS: TextsLoaders = {
  tm: () => import('../../../locales/tm.json?part=comparison'),
  ru: () => import('../../../locales/ru.json?part=comparison'),
  en: () => import('../../../locales/en.json?part=comparison'),
};

export function ComparisonScreen() {
  return (
    <LaterTextsBoundary group="comparison" loaders={TEXTS} titleId="route.comparison.title">
      <ComparisonScreenBody />
    </LaterTextsBoundary>
  );
}
