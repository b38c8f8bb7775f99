/**
 * Time left until `endsAt`, ticking each second. The server and the first browser render show
 * dashes (the time differs between them), then the live value; the width never changes.
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { theme } from '../../lib/theme';

const Clock = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  color: ${theme.color.muted};
  ol {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    min-width: 46px;
    padding: 4px 6px;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.text};
    color: #fff;
    text-align: center;
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
  }
  b {
    display: block;
    font-size: 17px;
  }
  small {
    font-size: 10px;
    opacity: 0.75;
  }
`;

const UNITS = [
  { id: 'countdown.days', ms: 86_400_000 },
  { id: 'countdown.hours', ms: 3_600_000 },
  { id: 'countdown.minutes', ms: 60_000 },
  { id: 'countdown.seconds', ms: 1_000 },
] as const;

export function splitRemaining(ms: number): number[] {
  let rest = Math.max(0, ms);
  return UNITS.map((unit) => {
    const value = Math.floor(rest / unit.ms);
    rest -= value * unit.ms;
    return value;
  });
}

export function Countdown({ endsAt }: { endsAt: string }) {
  const intl = useIntl();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = now === null ? null : splitRemaining(Date.parse(endsAt) - now);
  return (
    <Clock>
      <span>{intl.formatMessage({ id: 'countdown.endsIn' })}</span>
      <ol aria-live="off">
        {UNITS.map((unit, index) => (
          <li key={unit.id}>
            <b>{parts ? String(parts[index]).padStart(2, '0') : '--'}</b>
            <small>{intl.formatMessage({ id: unit.id })}</small>
          </li>
        ))}
      </ol>
    </Clock>
  );
}
