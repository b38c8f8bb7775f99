/**
 * The shopper's addresses (spec §2 "address add form", §3): the list from GET /auth/v2/addresses,
 * add, edit and remove. The form (address-form.tsx, with the places of Turkmenistan) is a chunk of
 * its own, loaded when the shopper adds or edits.
 */
import styled from '@emotion/styled';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AddressWire } from '../../../server/src/contract/auth';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { LoadError, Skeleton } from '../../components/ui/list-states';
import { lazyPart } from '../../lib/lazy-part';
import { useLng } from '../../lib/lng-context';
import { theme } from '../../lib/theme';
import { sessionEnded, useAddresses, useRemoveAddress } from './account-api';
import type { AccountSectionProps } from './account-section';
import { FormActions, FormSection, FormAlert } from '../../components/ui/field-kit';
import { addressLine } from './address-line';

const AddressForm = lazyPart(() => import('./address-form').then((module) => module.AddressForm));

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(4)};
    padding: ${theme.space(4)};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
  }
  li > svg {
    flex: none;
    color: ${theme.color.brand};
  }
  .text {
    flex: 1;
    min-width: 0;
    /* an address typed without spaces wraps instead of widening the page */
    overflow-wrap: break-word;
  }
  .text strong {
    display: block;
    margin-bottom: 2px;
  }
  .text span {
    color: ${theme.color.muted};
    font-size: 14px;
    line-height: 1.45;
  }
  .buttons {
    display: flex;
    gap: ${theme.space(2)};
    flex: none;
  }
  .confirm {
    display: flex;
    gap: ${theme.space(2)};
    align-items: center;
    flex-wrap: wrap;
    font-size: 14px;
  }
  ${theme.media.mobile} {
    li {
      flex-wrap: wrap;
      padding: ${theme.space(3)};
    }
    .buttons {
      width: 100%;
    }
    .buttons button {
      flex: 1;
    }
  }
`;

type Editing = { mode: 'add' } | { mode: 'edit'; address: AddressWire } | null;

export function AddressesSection({ onSessionEnded }: Pick<AccountSectionProps, 'onSessionEnded'>) {
  const intl = useIntl();
  const lng = useLng();
  const { data, error, isLoading, mutate } = useAddresses(lng, (failure) => {
    if (sessionEnded(failure)) onSessionEnded();
  });
  const { trigger: removeAddress, isMutating: busy } = useRemoveAddress(lng);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ id: string; values?: Record<string, string>; failed?: boolean } | null>(null);

  async function remove(address: AddressWire) {
    setNotice(null);
    try {
      await removeAddress(address.id);
      await mutate((rows) => rows?.filter((row) => row.id !== address.id), { revalidate: false });
      setNotice({ id: 'profile.addresses.removed', values: { name: address.name } });
    } catch (failure) {
      if (sessionEnded(failure)) onSessionEnded();
      setNotice({ id: 'profile.form.saveError', failed: true });
    } finally {
      setRemoving(null);
    }
  }

  const rows = data ?? [];
  return (
    <FormSection aria-labelledby="profile-addresses" id="addresses">
      <h2 id="profile-addresses">
        <FormattedMessage id="profile.section.addresses" />
      </h2>
      {isLoading && !data ? (
        <Skeleton height={72} aria-busy="true" />
      ) : error && !data ? (
        <LoadError error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          {rows.length === 0 && !editing && (
            <p>
              <FormattedMessage id="profile.addresses.empty" />
            </p>
          )}
          {rows.length > 0 && (
            <List aria-label={intl.formatMessage({ id: 'profile.addresses.listLabel' })}>
              {rows.map((address) => (
                <li key={address.id} data-testid="address">
                  <Icon name="pin" />
                  <div className="text">
                    <strong>{address.name}</strong>
                    <span>{addressLine(address, lng, intl, 'profile')}</span>
                  </div>
                  {removing === address.id ? (
                    <div className="confirm" role="group">
                      <span>
                        <FormattedMessage id="profile.addresses.removeConfirm" values={{ name: address.name }} />
                      </span>
                      <Button variant="primary" disabled={busy} onClick={() => void remove(address)}>
                        <FormattedMessage id="profile.addresses.removeYes" />
                      </Button>
                      <Button variant="secondary" disabled={busy} onClick={() => setRemoving(null)}>
                        <FormattedMessage id="profile.addresses.keep" />
                      </Button>
                    </div>
                  ) : (
                    <div className="buttons">
                      <Button
                        variant="secondary"
                        disabled={busy}
                        aria-label={intl.formatMessage({ id: 'profile.addresses.editLabel' }, { name: address.name })}
                        onClick={() => {
                          setNotice(null);
                          setEditing({ mode: 'edit', address });
                        }}
                      >
                        <FormattedMessage id="profile.addresses.edit" />
                      </Button>
                      <Button
                        variant="ghost"
                        disabled={busy}
                        aria-label={intl.formatMessage({ id: 'profile.addresses.removeLabel' }, { name: address.name })}
                        onClick={() => {
                          setNotice(null);
                          setRemoving(address.id);
                        }}
                      >
                        <Icon name="trash" size={18} /> <FormattedMessage id="profile.addresses.remove" />
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </List>
          )}
          {editing ? (
            <Suspense fallback={<Skeleton height={320} />}>
              <AddressForm
                key={editing.mode === 'edit' ? editing.address.id : 'new'}
                address={editing.mode === 'edit' ? editing.address : null}
                onCancel={() => setEditing(null)}
                onSessionEnded={onSessionEnded}
                onSaved={(saved) => {
                  setEditing(null);
                  setNotice({ id: 'profile.addresses.saved', values: { name: saved.name } });
                  void mutate(
                    (current) =>
                      current?.some((row) => row.id === saved.id)
                        ? current.map((row) => (row.id === saved.id ? saved : row))
                        : [...(current ?? []), saved],
                    { revalidate: false },
                  );
                }}
              />
            </Suspense>
          ) : (
            <FormActions>
              <Button
                variant="primary"
                onClick={() => {
                  setNotice(null);
                  setEditing({ mode: 'add' });
                }}
              >
                <Icon name="plus" size={18} /> <FormattedMessage id="profile.addresses.add" />
              </Button>
            </FormActions>
          )}
          {notice && (
            <FormAlert success={!notice.failed}>
              <FormattedMessage id={notice.id} values={notice.values} />
            </FormAlert>
          )}
        </>
      )}
    </FormSection>
  );
}
