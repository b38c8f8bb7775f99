/**
 * The audit trail (docs/adr/028), for owners: every staff change, newest first, with who made it,
 * when, on what, and the values before and after; filtered by who, what or on what; older entries
 * a page at a time. Nothing here changes an entry (the API has no such call).
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWRInfinite from 'swr/infinite';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field-kit';
import type { ApiError } from '../../lib/api/api-client';
import { shopDateTime } from '../../lib/dates';
import { theme } from '../../lib/theme';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntryWire,
  type AuditPageWire,
} from '../../../server/src/contract/staff';
import { LoadFailed, Loading, Notice } from '../states';
import { ColumnHeads, EnumOptions, FilterBar, ScreenHead, Table, TableBox } from '../table';

interface Filters {
  actor: string;
  action: AuditAction | '';
  subject: string;
}

const NO_FILTERS: Filters = { actor: '', action: '', subject: '' };

function pathOf(filters: Filters, before: number | null) {
  const query = new URLSearchParams();
  if (filters.actor) query.set('actor', filters.actor);
  if (filters.action) query.set('action', filters.action);
  if (filters.subject) query.set('subject', filters.subject);
  if (before !== null) query.set('before', String(before));
  const text = query.toString();
  return text ? `/audit?${text}` : '/audit';
}

const Changes = styled.dl`
  margin: 0;
  /* wide enough to read a value per line on a phone, where the table scrolls sideways */
  min-width: 220px;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${theme.space(2)};
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const shown = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : Array.isArray(value)
        ? value.map(shown).join(', ')
        : JSON.stringify(value);

/** The fields an entry changed: each with its value before and after. */
function ChangedValues({ entry }: { entry: AuditEntryWire }) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return null;
  return (
    <Changes>
      {keys.map((key) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{key}</dt>
          <dd>
            {key in before && <s>{shown(before[key])}</s>} {key in before && key in after && '→'}{' '}
            {key in after && shown(after[key])}
          </dd>
        </div>
      ))}
    </Changes>
  );
}

export function AuditScreen() {
  const intl = useIntl();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const pages = useSWRInfinite<AuditPageWire, ApiError>((index, previous: AuditPageWire | null) => {
    if (index === 0) return pathOf(filters, null);
    return previous?.next ? pathOf(filters, previous.next) : null;
  });
  const entries = pages.data?.flatMap((page) => page.entries) ?? [];
  const last = pages.data?.[pages.data.length - 1];

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters({ actor: draft.actor.trim().toLowerCase(), action: draft.action, subject: draft.subject.trim() });
  }

  return (
    <>
      <ScreenHead>
        <h1>
          <FormattedMessage id="staff.nav.audit" />
        </h1>
      </ScreenHead>
      <FilterBar onSubmit={apply} aria-label={intl.formatMessage({ id: 'staff.audit.filters' })}>
        <TextField
          labelId="staff.audit.actor"
          name="actor"
          autoCapitalize="none"
          value={draft.actor}
          onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
        />
        <SelectField
          labelId="staff.audit.action"
          name="action"
          value={draft.action}
          onChange={(event) => setDraft({ ...draft, action: event.target.value as AuditAction | '' })}
        >
          <EnumOptions anyId="staff.audit.anyAction" prefix="staff.audit.action" values={AUDIT_ACTIONS} />
        </SelectField>
        <TextField
          labelId="staff.audit.subject"
          name="subject"
          hint={<FormattedMessage id="staff.audit.subjectHint" />}
          value={draft.subject}
          onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
        />
        <Button type="submit">
          <FormattedMessage id="staff.audit.apply" />
        </Button>
      </FilterBar>
      {pages.error ? (
        <LoadFailed error={pages.error} retry={() => pages.mutate()} />
      ) : !pages.data ? (
        <Loading />
      ) : entries.length === 0 ? (
        <Notice>
          <FormattedMessage id="staff.audit.none" />
        </Notice>
      ) : (
        <TableBox>
          <Table>
            <ColumnHeads
              columns={[
                { id: 'staff.audit.when' },
                { id: 'staff.audit.who' },
                { id: 'staff.audit.action' },
                { id: 'staff.audit.subject' },
                { id: 'staff.audit.changes' },
              ]}
            />
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="nowrap">{shopDateTime(entry.at)}</td>
                  <td>
                    {entry.actor === null ? (
                      <FormattedMessage id="staff.audit.machine" />
                    ) : (
                      <>
                        {entry.actorName ?? entry.actor} <span className="nowrap">({entry.actor})</span>
                      </>
                    )}
                  </td>
                  <td>
                    <FormattedMessage id={`staff.audit.action.${entry.action}`} />
                  </td>
                  <td className="nowrap">{entry.subject}</td>
                  <td>
                    <ChangedValues entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
      {last?.next && (
        <Button variant="secondary" disabled={pages.isValidating} onClick={() => pages.setSize(pages.size + 1)}>
          <FormattedMessage id="staff.audit.older" />
        </Button>
      )}
    </>
  );
}
