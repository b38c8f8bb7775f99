/**
 * The site builds (docs/adr/018; role catalogue): each build with its state, progress while it runs
 * (the list is asked again every two seconds while a build waits or runs), what caused it and its
 * result; a rebuild on request; and a rollback to an earlier build, always through a dialog that
 * names the build and says what rolling back does. A build the API marks not available is never
 * offered, and says why.
 */
import styled from '@emotion/styled';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { Button } from '../../components/ui/button';
import { FormActions, FormAlert, TextField } from '../../components/ui/field-kit';
import { ModalDialog } from '../../components/ui/modal-frame';
import type { ApiError } from '../../lib/api/api-client';
import { apiAsset } from '../../lib/api/api-url';
import { shopDateTime } from '../../lib/dates';
import { theme } from '../../lib/theme';
import {
  MAX_BUILD_NOTE,
  type BuildListWire,
  type BuildWire,
  type RebuildAnswerWire,
  type RebuildRequestWire,
} from '../../../server/src/contract/site-builds';
import { staffCall } from '../staff-api';
import { LoadFailed, Loading, Notice } from '../states';
import { ColumnHeads, ScreenHead, Table, TableBox } from '../table';
import { BUILDS_LIST, buildCause, buildPhase } from './catalogue-words';

/** How often the list is asked again while a build waits or runs. */
const BUSY_REFRESH_MS = 2000;

const busy = (list: BuildListWire | undefined) =>
  list?.rows.some((build) => build.status === 'queued' || build.status === 'running') ?? false;

/** When a build was made: its end, or when it was asked for while it has none. */
const madeAt = (build: BuildWire) => build.finishedAt ?? build.queuedAt;

const Status = styled.td`
  min-width: 9rem;
  .succeeded {
    color: ${theme.color.brandDark};
    font-weight: 600;
  }
  .failed {
    color: ${theme.color.danger};
    font-weight: 600;
  }
  .live {
    display: inline-block;
    margin-left: ${theme.space(1)};
    padding: 0 ${theme.space(2)};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.brandSoft};
    color: ${theme.color.brand};
    font-weight: 700;
  }
  progress {
    display: block;
    width: 9rem;
    margin-top: ${theme.space(1)};
  }
  small {
    display: block;
    color: ${theme.color.muted};
  }
`;

const Wide = styled.td`
  min-width: 14rem;
  overflow-wrap: anywhere;
  details {
    margin-top: ${theme.space(1)};
  }
  pre {
    max-width: 40rem;
    max-height: 20rem;
    overflow: auto;
    white-space: pre-wrap;
    font-size: 12px;
    background: ${theme.color.page};
    padding: ${theme.space(2)};
  }
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

const Why = styled.small`
  display: block;
  max-width: 16rem;
  color: ${theme.color.muted};
`;

const RequestForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
  > :first-child {
    flex: 1 1 260px;
  }
`;

const Hint = styled.p`
  margin: ${theme.space(1.5)} 0 0;
  color: ${theme.color.muted};
  font-size: 13px;
`;

function RequestBuild() {
  const { mutate } = useSWRConfig();
  // The hint stands under the row, so that the button lines up with the field.
  const noteHint = useId();
  const [note, setNote] = useState('');
  const [tooLong, setTooLong] = useState(false);
  const request = useSWRMutation<RebuildAnswerWire, ApiError, string, RebuildRequestWire>('/rebuild', (path, { arg }) =>
    staffCall(path, { method: 'POST', body: arg }),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = note.trim();
    // The limit is the contract's; a longer note is refused here, and kept as typed.
    if ([...text].length > MAX_BUILD_NOTE) return setTooLong(true);
    try {
      await request.trigger(text ? { note: text } : {});
      setNote('');
      await mutate(BUILDS_LIST);
    } catch {
      // shown from request.error
    }
  }

  return (
    <>
      <RequestForm onSubmit={submit} noValidate>
        <TextField
          labelId="staff.builds.note"
          name="note"
          autoComplete="off"
          {...(tooLong ? {} : { 'aria-describedby': noteHint })}
          error={tooLong ? 'staff.builds.noteTooLong' : null}
          errorValues={{ limit: String(MAX_BUILD_NOTE) }}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setTooLong(false);
          }}
        />
        <Button type="submit" disabled={request.isMutating}>
          <FormattedMessage id="staff.builds.submit" />
        </Button>
      </RequestForm>
      <Hint id={noteHint}>
        <FormattedMessage id="staff.builds.noteHint" />
      </Hint>
      {request.error && <FormAlert>{request.error.message}</FormAlert>}
      {request.data && (
        <FormAlert success>
          <FormattedMessage
            id={request.data.coalesced ? 'staff.builds.joined' : 'staff.builds.queued'}
            values={{ id: request.data.build.id }}
          />
        </FormAlert>
      )}
    </>
  );
}

/** The rollback's confirmation: which build, what rolling back does; nothing is sent without it. */
function ConfirmRollback({
  build,
  live,
  onClose,
  onDone,
}: {
  build: BuildWire;
  live: number | null;
  onClose: () => void;
  onDone: (id: number) => void;
}) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const cancel = useRef<HTMLButtonElement>(null);
  const activate = useSWRMutation<BuildWire, ApiError, string>(`/builds/${build.id}/activate`, (path) =>
    staffCall(path, { method: 'POST' }),
  );

  async function confirm() {
    try {
      await activate.trigger();
      await mutate(BUILDS_LIST);
      onDone(build.id);
    } catch {
      // shown from activate.error, in the dialog
    }
  }

  return (
    <ModalDialog
      title={<FormattedMessage id="staff.builds.confirm.title" values={{ id: build.id }} />}
      closeLabel={intl.formatMessage({ id: 'staff.close' })}
      onClose={onClose}
      initialFocus={cancel}
    >
      <p>
        <FormattedMessage
          id="staff.builds.confirm.which"
          values={{
            id: build.id,
            when: <NoWrap>{shopDateTime(madeAt(build))}</NoWrap>,
            cause: build.causes.map((cause) => buildCause(intl, cause)).join('; '),
          }}
        />
      </p>
      <p>
        {live === null ? (
          <FormattedMessage id="staff.builds.confirm.serve" values={{ id: build.id }} />
        ) : (
          <FormattedMessage id="staff.builds.confirm.instead" values={{ id: build.id, live }} />
        )}{' '}
        <FormattedMessage id="staff.builds.confirm.what" />
      </p>
      <FormActions>
        <Button onClick={confirm} disabled={activate.isMutating}>
          <FormattedMessage id="staff.builds.confirm.submit" values={{ id: build.id }} />
        </Button>
        <Button ref={cancel} variant="secondary" onClick={onClose}>
          <FormattedMessage id="staff.cancel" />
        </Button>
      </FormActions>
      {activate.error && <FormAlert>{activate.error.message}</FormAlert>}
    </ModalDialog>
  );
}

function StatusCell({ build }: { build: BuildWire }) {
  const intl = useIntl();
  const { progress } = build;
  return (
    <Status>
      <span className={build.status}>
        <FormattedMessage id={`staff.builds.status.${build.status}`} />
      </span>
      {build.active && (
        <span className="live">
          <FormattedMessage id="staff.builds.live" />
        </span>
      )}
      {build.pagesOf !== null && (
        <small>
          <FormattedMessage id="staff.builds.pagesOnly" values={{ id: build.pagesOf }} />
        </small>
      )}
      {build.status === 'running' && progress && (
        <>
          <progress
            max={100}
            value={progress.percent ?? undefined}
            aria-label={intl.formatMessage({ id: 'staff.builds.progress' }, { id: build.id })}
          />
          <small>{buildPhase(intl, progress.phase)}</small>
        </>
      )}
    </Status>
  );
}

function ResultCell({ build }: { build: BuildWire }) {
  return (
    <Wide>
      {build.status === 'succeeded' && build.durationMs !== null && (
        <span>
          <FormattedMessage id="staff.builds.took" values={{ seconds: Math.round(build.durationMs / 1000) }} />
          {build.files !== null && (
            <>
              {'; '}
              <FormattedMessage
                id="staff.builds.files"
                values={{ files: build.files, copied: build.files - (build.reusedFiles ?? 0) }}
              />
            </>
          )}
        </span>
      )}
      {build.status === 'failed' && build.failure && <span>{build.failure}</span>}
      {build.logTail && (
        <details>
          <summary>
            <FormattedMessage id="staff.builds.log" />
          </summary>
          <pre>{build.logTail}</pre>
          <a href={apiAsset(`/admin/v1/builds/${build.id}/log`)} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="staff.builds.wholeLog" />
          </a>
        </details>
      )}
    </Wide>
  );
}

/** Why a finished build is no rollback target, when it is not (the API's `available`). */
function NotAvailable({ build }: { build: BuildWire }) {
  if (build.status !== 'succeeded' || build.available || build.active) return null;
  return (
    <Why>
      <FormattedMessage
        id={build.pagesOf !== null ? 'staff.builds.notAvailable.pagesOnly' : 'staff.builds.notAvailable.removed'}
      />
    </Why>
  );
}

export function BuildsScreen() {
  const intl = useIntl();
  const list = useSWR<BuildListWire, ApiError>(BUILDS_LIST, {
    refreshInterval: (data) => (busy(data) ? BUSY_REFRESH_MS : 0),
  });
  const [confirming, setConfirming] = useState<BuildWire | null>(null);
  const [rolledBack, setRolledBack] = useState<number | null>(null);
  const enabled = list.data?.enabled ?? false;

  return (
    <>
      <ScreenHead>
        <h1>
          <FormattedMessage id="staff.nav.builds" />
        </h1>
      </ScreenHead>
      {list.data && !enabled && (
        <Notice>
          <FormattedMessage id="staff.builds.off" />
        </Notice>
      )}
      {enabled && <RequestBuild />}
      {rolledBack !== null && (
        <Notice tone="success">
          <FormattedMessage id="staff.builds.rolledBack" values={{ id: rolledBack }} />
        </Notice>
      )}
      {list.error ? (
        <LoadFailed error={list.error} retry={() => list.mutate()} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.rows.length === 0 ? (
        <Notice>
          <FormattedMessage id="staff.builds.none" />
        </Notice>
      ) : (
        <TableBox>
          <Table>
            <ColumnHeads
              columns={[
                { id: 'staff.builds.col.id' },
                { id: 'staff.builds.col.status' },
                { id: 'staff.builds.col.cause' },
                { id: 'staff.builds.col.queued' },
                { id: 'staff.builds.col.result' },
                { id: 'staff.builds.col.rollback' },
              ]}
            />
            <tbody>
              {list.data.rows.map((build) => (
                <tr key={build.id} data-build={build.id}>
                  <td className="nowrap">{build.id}</td>
                  <StatusCell build={build} />
                  <Wide>
                    {build.causes.map((cause) => buildCause(intl, cause)).join('; ')}
                    {build.requests > build.causes.length && (
                      <>
                        {' '}
                        <FormattedMessage
                          id="staff.builds.moreRequests"
                          values={{ count: build.requests - build.causes.length }}
                        />
                      </>
                    )}
                  </Wide>
                  <td className="nowrap">{shopDateTime(build.queuedAt)}</td>
                  <ResultCell build={build} />
                  <td>
                    {enabled && build.available && !build.active && (
                      <Button
                        variant="secondary"
                        onClick={() => {
                          setRolledBack(null);
                          setConfirming(build);
                        }}
                        aria-label={intl.formatMessage({ id: 'staff.builds.rollbackLabel' }, { id: build.id })}
                      >
                        <FormattedMessage id="staff.builds.rollback" />
                      </Button>
                    )}
                    <NotAvailable build={build} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
      {confirming && (
        <ConfirmRollback
          build={confirming}
          live={list.data?.activeBuildId ?? null}
          onClose={() => setConfirming(null)}
          onDone={(id) => {
            setConfirming(null);
            setRolledBack(id);
          }}
        />
      )}
    </>
  );
}
