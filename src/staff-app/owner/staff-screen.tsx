/**
 * The owners' screen of staff accounts (docs/adr/028): who has an account, with which roles; add
 * one; change a name, roles or password, or turn an account off. The API keeps the last owner and
 * writes each change to the audit trail.
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { Button } from '../../components/ui/button';
import { Checkbox, FormActions, FormAlert, Fields, TextField } from '../../components/ui/field-kit';
import { ModalDialog } from '../../components/ui/modal-frame';
import type { ApiError } from '../../lib/api/api-client';
import { shopDateTime } from '../../lib/dates';
import { theme } from '../../lib/theme';
import {
  STAFF_LOGIN_PATTERN,
  STAFF_NAME_MAX,
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  type StaffAccountWire,
  type StaffChangeWire,
  type StaffCreateWire,
  type StaffRole,
} from '../../../server/src/contract/staff';
import { staffCall } from '../staff-api';
import { LoadFailed, Loading, Notice } from '../states';
import { ColumnHeads, ScreenHead, Table, TableBox } from '../table';

const StaffList = '/staff';

const RoleBoxes = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(4)};
  legend {
    font-weight: 600;
    margin-bottom: ${theme.space(1)};
  }
`;

function RolePicker({ roles, onChange }: { roles: StaffRole[]; onChange: (roles: StaffRole[]) => void }) {
  return (
    <RoleBoxes>
      <legend>
        <FormattedMessage id="staff.accounts.roles" />
      </legend>
      {STAFF_ROLES.map((role) => (
        <Checkbox key={role}>
          <input
            type="checkbox"
            name="roles"
            value={role}
            checked={roles.includes(role)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? STAFF_ROLES.filter((each) => each === role || roles.includes(each))
                  : roles.filter((each) => each !== role),
              )
            }
          />
          <FormattedMessage id={`staff.role.${role}`} />
        </Checkbox>
      ))}
    </RoleBoxes>
  );
}

export function RoleNames({ roles }: { roles: readonly StaffRole[] }) {
  const intl = useIntl();
  return <>{intl.formatList(roles.map((role) => intl.formatMessage({ id: `staff.role.${role}` })))}</>;
}

function AddAccount() {
  const [login, setLogin] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>(['catalogue']);
  const [added, setAdded] = useState<string | null>(null);
  const add = useSWRMutation<StaffAccountWire, ApiError, string, StaffCreateWire>(StaffList, (path, { arg }) =>
    staffCall(path, { method: 'POST', body: arg }),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAdded(null);
    try {
      const answer = await add.trigger({ login: login.trim().toLowerCase(), name: name.trim(), password, roles });
      setAdded(answer.login);
      setLogin('');
      setName('');
      setPassword('');
    } catch {
      // shown from add.error
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="add-account">
      <h2 id="add-account">
        <FormattedMessage id="staff.accounts.add" />
      </h2>
      <Fields>
        <TextField
          labelId="staff.accounts.login"
          name="login"
          autoCapitalize="none"
          autoComplete="off"
          required
          pattern={STAFF_LOGIN_PATTERN.slice(1, -1).replace('a-z', 'A-Za-z')}
          hint={<FormattedMessage id="staff.accounts.loginHint" />}
          value={login}
          onChange={(event) => setLogin(event.target.value)}
        />
        <TextField
          labelId="staff.accounts.name"
          name="name"
          required
          maxLength={STAFF_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          labelId="staff.accounts.password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={STAFF_PASSWORD_MIN}
          hint={<FormattedMessage id="staff.accounts.passwordHint" values={{ min: STAFF_PASSWORD_MIN }} />}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <RolePicker roles={roles} onChange={setRoles} />
      </Fields>
      <FormActions>
        <Button type="submit" disabled={add.isMutating || roles.length === 0}>
          <FormattedMessage id="staff.accounts.addSubmit" />
        </Button>
      </FormActions>
      {add.error && <FormAlert>{add.error.message}</FormAlert>}
      {added && (
        <FormAlert success>
          <FormattedMessage id="staff.accounts.added" values={{ login: added }} />
        </FormAlert>
      )}
    </form>
  );
}

function ChangeAccount({ account, onClose }: { account: StaffAccountWire; onClose: () => void }) {
  const intl = useIntl();
  const [name, setName] = useState(account.name);
  const [roles, setRoles] = useState<StaffRole[]>(account.roles);
  const [password, setPassword] = useState('');
  const [active, setActive] = useState(account.active);
  const change = useSWRMutation<StaffAccountWire, ApiError, string, StaffChangeWire>(StaffList, (path, { arg }) =>
    staffCall(`${path}/${encodeURIComponent(account.login)}`, { method: 'PATCH', body: arg }),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: StaffChangeWire = {};
    if (name.trim() !== account.name) body.name = name.trim();
    if (roles.join() !== account.roles.join()) body.roles = roles;
    if (password) body.password = password;
    if (active !== account.active) body.active = active;
    if (Object.keys(body).length === 0) return onClose();
    try {
      await change.trigger(body);
      onClose();
    } catch {
      // shown from change.error
    }
  }

  return (
    <ModalDialog
      title={<FormattedMessage id="staff.accounts.change" values={{ login: account.login }} />}
      closeLabel={intl.formatMessage({ id: 'staff.close' })}
      onClose={onClose}
    >
      <form onSubmit={submit}>
        <Fields>
          <TextField
            labelId="staff.accounts.name"
            name="name"
            required
            maxLength={STAFF_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <RolePicker roles={roles} onChange={setRoles} />
          <TextField
            labelId="staff.accounts.newPassword"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={STAFF_PASSWORD_MIN}
            hint={<FormattedMessage id="staff.accounts.newPasswordHint" />}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Checkbox>
            <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
            <FormattedMessage id="staff.accounts.active" />
          </Checkbox>
        </Fields>
        <FormActions>
          <Button type="submit" disabled={change.isMutating || roles.length === 0}>
            <FormattedMessage id="staff.save" />
          </Button>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="staff.cancel" />
          </Button>
        </FormActions>
        {change.error && <FormAlert>{change.error.message}</FormAlert>}
      </form>
    </ModalDialog>
  );
}

export function StaffScreen() {
  const intl = useIntl();
  const accounts = useSWR<StaffAccountWire[], ApiError>(StaffList);
  const [changing, setChanging] = useState<StaffAccountWire | null>(null);
  return (
    <>
      <ScreenHead>
        <h1>
          <FormattedMessage id="staff.nav.staff" />
        </h1>
      </ScreenHead>
      {accounts.error ? (
        <LoadFailed error={accounts.error} retry={() => accounts.mutate()} />
      ) : !accounts.data ? (
        <Loading />
      ) : (
        <TableBox>
          <Table>
            <ColumnHeads
              columns={[
                { id: 'staff.accounts.login' },
                { id: 'staff.accounts.name' },
                { id: 'staff.accounts.roles' },
                { id: 'staff.accounts.since' },
                { id: 'staff.actions', hidden: true },
              ]}
            />
            <tbody>
              {accounts.data.map((account) => (
                <tr key={account.login} className={account.active ? undefined : 'off'}>
                  <td>{account.login}</td>
                  <td>{account.name}</td>
                  <td>
                    <RoleNames roles={account.roles} />
                    {!account.active && (
                      <>
                        {' · '}
                        <FormattedMessage id="staff.accounts.off" />
                      </>
                    )}
                  </td>
                  <td className="nowrap">{shopDateTime(account.createdAt)}</td>
                  <td>
                    <Button
                      variant="secondary"
                      onClick={() => setChanging(account)}
                      aria-label={intl.formatMessage({ id: 'staff.accounts.changeLabel' }, { login: account.login })}
                    >
                      <FormattedMessage id="staff.accounts.changeButton" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
      {accounts.data && accounts.data.length === 0 && (
        <Notice>
          <FormattedMessage id="staff.accounts.none" />
        </Notice>
      )}
      <AddAccount />
      {changing && <ChangeAccount account={changing} onClose={() => setChanging(null)} />}
    </>
  );
}
