/**
 * The messages sent to shoppers, for the order staff (docs/adr/016): while the shop's SMS or e-mail
 * provider is the outbox, the messages it kept instead of sending (the codes among them) are read
 * here, newest first, and asked again every few seconds, as a shopper waiting for a code would.
 * With real providers the API has no such call (404), and the screen says where they went.
 */
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import useSWR from 'swr';
import type { ApiError } from '../../lib/api/api-client';
import { shopDateTime } from '../../lib/dates';
import { formatPhone } from '../../lib/phone-format';
import type { OutboxRowWire } from '../../../server/src/contract/outbox';
import { LoadFailed, Loading, Notice } from '../states';
import { ColumnHeads, ScreenHead, Table, TableBox } from '../table';

/** An e-mail's lines as they were written; a long link breaks rather than widening the table. */
const Text = styled.td`
  min-width: 220px;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** How often the list is asked again while it is open. */
const REFRESH_MS = 5000;

export function MessagesScreen() {
  const messages = useSWR<OutboxRowWire[], ApiError>('/outbox', {
    refreshInterval: (rows) => (rows ? REFRESH_MS : 0),
    shouldRetryOnError: (error: ApiError) => error.status !== 404,
  });
  return (
    <>
      <ScreenHead>
        <h1>
          <FormattedMessage id="staff.nav.messages" />
        </h1>
      </ScreenHead>
      {messages.error?.status === 404 ? (
        <Notice>
          <FormattedMessage id="staff.messages.notKept" />
        </Notice>
      ) : messages.error && !messages.data ? (
        <LoadFailed error={messages.error} retry={() => messages.mutate()} />
      ) : !messages.data ? (
        <Loading />
      ) : (
        <>
          <p>
            <FormattedMessage id="staff.messages.note" />
          </p>
          {messages.data.length === 0 ? (
            <Notice>
              <FormattedMessage id="staff.messages.none" />
            </Notice>
          ) : (
            <TableBox>
              <Table>
                <ColumnHeads
                  columns={[{ id: 'staff.messages.at' }, { id: 'staff.messages.to' }, { id: 'staff.messages.text' }]}
                />
                <tbody>
                  {messages.data.map((row, index) => (
                    <tr key={`${row.at} ${index}`} data-channel={row.channel}>
                      <td className="nowrap">{shopDateTime(row.at)}</td>
                      <td>
                        <FormattedMessage id={`staff.messages.${row.channel}`} />{' '}
                        <span className="nowrap">{row.channel === 'sms' ? formatPhone(row.to) : row.to}</span>
                      </td>
                      <Text>
                        {row.subject && (
                          <>
                            <strong>{row.subject}</strong>{' '}
                          </>
                        )}
                        {row.text}
                      </Text>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableBox>
          )}
        </>
      )}
    </>
  );
}
