/**
 * The staff screens' tables and headings. A wide table scrolls inside its own box, so the page
 * itself stays as wide as the phone (an operator's or an editor's at 390 px).
 */
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { theme } from '../lib/theme';

export const ScreenHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  h1 {
    margin: ${theme.space(2)} 0;
    font-size: 24px;
  }
`;

export const TableBox = styled.div`
  /* the containing block of what the table hides for screen readers, so it scrolls with the table */
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  background: ${theme.color.card};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.card};
  margin: ${theme.space(3)} 0 ${theme.space(6)};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: ${theme.space(2)} ${theme.space(3)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${theme.color.line};
  }
  th {
    color: ${theme.color.muted};
    font-weight: 600;
    white-space: nowrap;
  }
  tr.off td {
    color: ${theme.color.muted};
  }
  /* dates, times, numbers and phones stay on one line */
  .nowrap {
    white-space: nowrap;
  }
  .number {
    text-align: right;
    white-space: nowrap;
  }
`;

/**
 * A column's heading: its message id; `number` aligns it right, over figures; `hidden` leaves its
 * text to screen readers, for a column of buttons whose own names say what they do.
 */
interface Column {
  id: string;
  number?: boolean;
  hidden?: boolean;
}

/** A table's head: one `th scope="col"` a column, so a screen reader names each cell by it. */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map(({ id, number, hidden }) => (
          <th key={id} scope="col" className={number ? 'number' : undefined}>
            {hidden ? (
              <span className="visually-hidden">
                <FormattedMessage id={id} />
              </span>
            ) : (
              <FormattedMessage id={id} />
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Filters above a list: their fields in a row that wraps on a phone. */
export const FilterBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
  > * {
    flex: 1 1 180px;
  }
  > button {
    flex: 0 0 auto;
  }
`;

/**
 * A filter select's options: "any" (the empty value, which filters nothing) first, then each value
 * under its message `${prefix}.${value}`. It goes inside the kit's SelectField.
 */
export function EnumOptions({ anyId, prefix, values }: { anyId: string; prefix: string; values: readonly string[] }) {
  const intl = useIntl();
  return (
    <>
      <option value="">{intl.formatMessage({ id: anyId })}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {intl.formatMessage({ id: `${prefix}.${value}` })}
        </option>
      ))}
    </>
  );
}
