/**
 * Staff's promo codes (docs/adr/030, the orders role): the list of codes with their rules and uses
 * and the form to make one at `promo-codes`, and one code at `promo-codes/12` — its rules to change,
 * turning it off, and the orders that used it — so a reload or a shared link opens the same.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { Button } from '../../components/ui/button';
import { FormAlert, FormActions, FormSection } from '../../components/ui/field-kit';
import { ModalDialog } from '../../components/ui/modal-frame';
import type { ApiError } from '../../lib/api/api-client';
import { shopDateTime } from '../../lib/dates';
import { formatPrice } from '../../lib/price';
import { theme } from '../../lib/theme';
import type {
  PromoCodeBody,
  PromoCodeChange,
  PromoCodeDetailWire,
  PromoCodeListWire,
  PromoCodeWire,
} from '../../../server/src/contract/promotions';
import { STAFF_APP_BASE } from '../../../server/src/contract/staff-app';
import { followLink } from '../navigation';
import { staffCall } from '../staff-api';
import { LoadFailed, Loading, Notice } from '../states';
import { ColumnHeads, ScreenHead, Table, TableBox } from '../table';
import { PromoCodeForm } from './promo-code-form';

const CODES = '/promo-codes';
const SCREEN = `${STAFF_APP_BASE}/promo-codes`;

/** "10 %" or "200 TMT", as the shop writes money. */
function PromoValue({ code }: { code: Pick<PromoCodeWire, 'kind' | 'value'> }) {
  return code.kind === 'percent' ? (
    <FormattedMessage id="staff.promo.percentValue" values={{ value: code.value }} />
  ) : (
    <>{formatPrice(code.value)}</>
  );
}

function Period({ code }: { code: Pick<PromoCodeWire, 'startsAt' | 'endsAt'> }) {
  return (
    <>
      <span className="nowrap">{shopDateTime(code.startsAt)}</span> –{' '}
      <span className="nowrap">{shopDateTime(code.endsAt)}</span>
    </>
  );
}

function Limits({ code }: { code: Pick<PromoCodeWire, 'totalLimit' | 'perShopperLimit'> }) {
  const intl = useIntl();
  const none = intl.formatMessage({ id: 'staff.promo.noLimit' });
  return (
    <>
      <span className="nowrap">
        <FormattedMessage id="staff.promo.limitTotal" values={{ limit: code.totalLimit ?? none }} />
      </span>
      <br />
      <span className="nowrap">
        <FormattedMessage id="staff.promo.limitPerShopper" values={{ limit: code.perShopperLimit ?? none }} />
      </span>
    </>
  );
}

const YesNo = ({ yes }: { yes: boolean }) => <FormattedMessage id={yes ? 'staff.promo.yes' : 'staff.promo.no'} />;

const Muted = styled.span`
  color: ${theme.color.muted};
`;

const Section = styled(FormSection)`
  margin: ${theme.space(4)} 0;
`;

function CodeList() {
  const codes = useSWR<PromoCodeListWire, ApiError>(CODES);
  if (codes.error) return <LoadFailed error={codes.error} retry={() => codes.mutate()} />;
  if (!codes.data) return <Loading />;
  if (codes.data.rows.length === 0)
    return (
      <Notice>
        <FormattedMessage id="staff.promo.none" />
      </Notice>
    );
  return (
    <TableBox>
      <Table>
        <ColumnHeads
          columns={[
            { id: 'staff.promo.code' },
            { id: 'staff.promo.discount', number: true },
            { id: 'staff.promo.minimum', number: true },
            { id: 'staff.promo.period' },
            { id: 'staff.promo.limits' },
            { id: 'staff.promo.firstOrderShort' },
            { id: 'staff.promo.weeklyShort' },
            { id: 'staff.promo.state' },
            { id: 'staff.promo.uses', number: true },
          ]}
        />
        <tbody>
          {codes.data.rows.map((code) => (
            <tr key={code.id} data-code={code.code} className={code.active ? undefined : 'off'}>
              <td className="nowrap">
                <a href={`${SCREEN}/${code.id}`} onClick={followLink}>
                  {code.code}
                </a>
              </td>
              <td className="number">
                <PromoValue code={code} />
              </td>
              <td className="number">{code.minTotal === null ? '—' : formatPrice(code.minTotal)}</td>
              <td>
                <Period code={code} />
              </td>
              <td>
                <Limits code={code} />
              </td>
              <td>
                <YesNo yes={code.firstOrderOnly} />
              </td>
              <td>
                <YesNo yes={code.combinesWithWeekly} />
              </td>
              <td>
                <FormattedMessage id={code.active ? 'staff.promo.on' : 'staff.promo.off'} />
              </td>
              <td className="number">{code.uses}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}

function NewCode() {
  const make = useSWRMutation<PromoCodeWire, ApiError, string, PromoCodeBody>(CODES, (path, { arg }) =>
    staffCall(path, { method: 'POST', body: arg }),
  );
  return (
    <Section aria-labelledby="promo-new">
      <h2 id="promo-new">
        <FormattedMessage id="staff.promo.new" />
      </h2>
      <PromoCodeForm
        send={(body) => make.trigger(body as PromoCodeBody)}
        sending={make.isMutating}
        error={make.error}
        submitId="staff.promo.make"
      />
    </Section>
  );
}

function TurnOff({ code, onClose }: { code: PromoCodeWire; onClose: (done: boolean) => void }) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const off = useSWRMutation<PromoCodeWire, ApiError, string>(`${CODES}/${code.id}`, (path) =>
    staffCall(path, { method: 'DELETE' }),
  );
  async function confirm() {
    try {
      await off.trigger();
      await mutate(CODES);
      onClose(true);
    } catch {
      // shown from off.error
    }
  }
  return (
    <ModalDialog
      title={<FormattedMessage id="staff.promo.turnOffTitle" values={{ code: code.code }} />}
      closeLabel={intl.formatMessage({ id: 'staff.close' })}
      onClose={() => onClose(false)}
    >
      <p>
        <FormattedMessage id="staff.promo.turnOffText" />
      </p>
      <FormActions>
        <Button onClick={confirm} disabled={off.isMutating}>
          <FormattedMessage id="staff.promo.turnOffConfirm" />
        </Button>
        <Button variant="secondary" onClick={() => onClose(false)}>
          <FormattedMessage id="staff.cancel" />
        </Button>
      </FormActions>
      {off.error && <FormAlert>{off.error.message}</FormAlert>}
    </ModalDialog>
  );
}

function Uses({ code }: { code: PromoCodeDetailWire }) {
  if (code.useList.length === 0)
    return (
      <Notice>
        <FormattedMessage id="staff.promo.noUses" />
      </Notice>
    );
  return (
    <TableBox>
      <Table>
        <ColumnHeads
          columns={[
            { id: 'staff.promo.order' },
            { id: 'staff.promo.discount', number: true },
            { id: 'staff.promo.usedAt' },
            { id: 'staff.promo.released' },
          ]}
        />
        <tbody>
          {code.useList.map((use) => (
            <tr key={use.orderId} className={use.releasedAt ? 'off' : undefined}>
              <td className="nowrap">
                <a href={`${STAFF_APP_BASE}/orders/${use.orderId}`} onClick={followLink}>
                  <FormattedMessage id="staff.promo.orderNumber" values={{ id: use.orderId }} />
                </a>
              </td>
              <td className="number">{formatPrice(use.discount)}</td>
              <td className="nowrap">{shopDateTime(use.usedAt)}</td>
              <td className="nowrap">{use.releasedAt ? shopDateTime(use.releasedAt) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}

const DetailHead = styled(ScreenHead)`
  > a {
    flex-basis: 100%;
    color: ${theme.color.brand};
  }
  h1 {
    overflow-wrap: anywhere;
  }
`;

function CodeDetail({ id }: { id: number }) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const detail = useSWR<PromoCodeDetailWire, ApiError>(`${CODES}/${id}`);
  const [turningOff, setTurningOff] = useState(false);
  const [saved, setSaved] = useState<'saved' | 'off' | null>(null);
  const change = useSWRMutation<PromoCodeWire, ApiError, string, PromoCodeChange>(`${CODES}/${id}`, (path, { arg }) =>
    staffCall(path, { method: 'PATCH', body: arg }),
  );
  const back = (
    <a href={SCREEN} onClick={followLink}>
      ← <FormattedMessage id="staff.promo.backToList" />
    </a>
  );
  if (detail.error?.status === 404)
    return (
      <>
        <Notice tone="error">{detail.error.message}</Notice>
        {back}
      </>
    );
  if (detail.error) return <LoadFailed error={detail.error} retry={() => detail.mutate()} />;
  if (!detail.data) return <Loading />;
  const code = detail.data;
  return (
    <>
      <DetailHead>
        {back}
        <h1>
          <FormattedMessage id="staff.promo.title" values={{ code: code.code }} />
        </h1>
        {code.active && (
          <Button
            variant="secondary"
            onClick={() => setTurningOff(true)}
            aria-label={intl.formatMessage({ id: 'staff.promo.turnOffLabel' }, { code: code.code })}
          >
            <FormattedMessage id="staff.promo.turnOff" />
          </Button>
        )}
      </DetailHead>
      <p>
        <PromoValue code={code} />
        {' · '}
        <Period code={code} />
        {' · '}
        <FormattedMessage id={code.active ? 'staff.promo.on' : 'staff.promo.off'} />
        {' · '}
        <Muted>
          <FormattedMessage id="staff.promo.usesCount" values={{ count: code.uses }} />
        </Muted>
      </p>
      {saved && (
        <Notice tone="success">
          <FormattedMessage
            id={saved === 'off' ? 'staff.promo.turnedOff' : 'staff.promo.saved'}
            values={{ code: code.code }}
          />
        </Notice>
      )}
      <Section aria-labelledby="promo-change">
        <h2 id="promo-change">
          <FormattedMessage id="staff.promo.change" />
        </h2>
        {/* a new form for each saved version, so it stands for what the API keeps */}
        <PromoCodeForm
          key={code.updatedAt}
          code={code}
          send={async (body) => {
            const changed = await change.trigger(body as PromoCodeChange);
            await mutate(CODES);
            return changed;
          }}
          sending={change.isMutating}
          error={change.error}
          submitId="staff.save"
          onDone={(outcome) => setSaved(outcome.kind === 'sent' ? 'saved' : null)}
        />
      </Section>
      <section aria-labelledby="promo-uses">
        <h2 id="promo-uses">
          <FormattedMessage id="staff.promo.useList" />
        </h2>
        <Uses code={code} />
      </section>
      {turningOff && (
        <TurnOff
          code={code}
          onClose={(done) => {
            setTurningOff(false);
            if (done) setSaved('off');
          }}
        />
      )}
    </>
  );
}

export function PromoCodesScreen({ rest }: { rest: string[] }) {
  if (rest.length === 0)
    return (
      <>
        <ScreenHead>
          <h1>
            <FormattedMessage id="staff.nav.promoCodes" />
          </h1>
        </ScreenHead>
        <CodeList />
        <NewCode />
      </>
    );
  if (rest.length > 1 || !/^[1-9]\d{0,9}$/.test(rest[0]))
    return (
      <Notice tone="error">
        <FormattedMessage id="staff.promo.noSuchCode" />
      </Notice>
    );
  return <CodeDetail key={rest[0]} id={Number(rest[0])} />;
}
