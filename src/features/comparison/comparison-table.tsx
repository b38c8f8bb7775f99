/** One category's comparison: a table that scrolls sideways, a column per product, a row per parameter. */
import styled from '@emotion/styled';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { theme } from '../../lib/theme';
import { visibleRows, type ComparisonGroup } from './compare-api';
import { ProductColumn } from './compared-product';

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

export function GroupTable({ group, onlyDifferences }: { group: ComparisonGroup; onlyDifferences: boolean }) {
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
