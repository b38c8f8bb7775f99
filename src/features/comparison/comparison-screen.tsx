/**
 * /comparess: the compared products side by side, grouped by category, one row per parameter
 * (comparison-table.tsx); a switch shows only the rows that differ; each product can be removed or
 * put in the cart (compared-product.tsx). The header does not stick on this page (layout.tsx), so
 * the table has the whole screen.
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LaterTextsBoundary } from '../../components/ui/later-texts-boundary';
import { ListTitle, Screen, Skeleton, listGate } from '../../components/ui/list-states';
import type { TextsLoaders } from '../../lib/later-texts';
import { useLng } from '../../lib/lng-context';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { OfflineMark } from '../offline';
import { toastShown } from '../toasts';
import { useComparison } from './compare-api';
import { GroupTable } from './comparison-table';
import { comparisonRemoved, selectComparisonIds, selectComparisonLoaded } from './comparison-slice';
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
