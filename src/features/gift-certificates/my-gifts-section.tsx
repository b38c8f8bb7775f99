/**
 * The profile's "My gift certificates" section (docs/adr/031): the certificates the shopper bought
 * (GET /client/v4/gift-certificates), each as ••••last4 with its value, balance, end (its day in
 * the page's language) and whom its code went to; an empty state; a link to the balance check
 * (/gift-certificates). Its texts (`gift.*`) come with its chunk, beside the profile's.
 */
import styled from '@emotion/styled';
import type { ElementType } from 'react';
import { FormattedMessage, RawIntlProvider } from 'react-intl';
import { LocalLink } from '../../components/ui/local-link';
import { LoadError, Skeleton } from '../../components/ui/list-states';
import { ApiError } from '../../lib/api/api-client';
import { useLng } from '../../lib/lng-context';
import { useLaterTexts } from '../../lib/later-texts';
import { shownPhone } from '../../lib/phone-format';
import { formatPrice } from '../../lib/price';
import { theme } from '../../lib/theme';
import { giftDay, useOwnGifts } from './gift-api';
import { GIFT_TEXTS } from './gift-texts';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${theme.space(1)} ${theme.space(4)};
    padding: ${theme.space(4)};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    overflow-wrap: anywhere;
  }
  .code {
    font-weight: 700;
    letter-spacing: 0.04em;
  }
  .balance {
    font-weight: 800;
    text-align: right;
    white-space: nowrap;
  }
  .facts {
    grid-column: 1 / -1;
    color: ${theme.color.muted};
    font-size: 14px;
    line-height: 1.5;
  }
  .spent .balance {
    color: ${theme.color.muted};
  }
`;

const Empty = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.color.muted};
`;

function Gifts({ onSessionEnded }: { onSessionEnded: () => void }) {
  const lng = useLng();
  const gifts = useOwnGifts(lng);
  if (gifts.error instanceof ApiError && gifts.error.status === 401) {
    onSessionEnded();
    return null;
  }
  if (gifts.error) return <LoadError error={gifts.error} onRetry={() => void gifts.mutate()} />;
  if (!gifts.data) return <Skeleton height={120} aria-busy="true" />;
  const rows = gifts.data.rows;
  return (
    <>
      {rows.length ? (
        <List data-testid="my-gifts">
          {rows.map((gift) => (
            <li key={gift.id} className={gift.balance > 0 ? undefined : 'spent'} data-testid="my-gift">
              <span className="code">••••{gift.last4}</span>
              <span className="balance">
                <FormattedMessage
                  id="gift.mine.balance"
                  values={{ balance: formatPrice(gift.balance), value: formatPrice(gift.value) }}
                />
              </span>
              <span className="facts">
                <FormattedMessage id="gift.mine.expires" values={{ day: giftDay(gift.expiresAt, lng) }} />
                {' · '}
                <FormattedMessage
                  id="gift.mine.to"
                  values={{ to: gift.recipient.includes('@') ? gift.recipient : shownPhone(gift.recipient) }}
                />
              </span>
            </li>
          ))}
        </List>
      ) : (
        <Empty data-testid="my-gifts-empty">
          <FormattedMessage id="gift.mine.empty" />
        </Empty>
      )}
      <LocalLink to="/gift-certificates" data-testid="my-gifts-check">
        <FormattedMessage id="gift.mine.check" />
      </LocalLink>
    </>
  );
}

/** `Card` is the profile's section frame, so this section looks like its neighbours. */
export function MyGiftsSection({ Card, onSessionEnded }: { Card: ElementType; onSessionEnded: () => void }) {
  const texts = useLaterTexts('gift', GIFT_TEXTS);
  return (
    <Card aria-labelledby="profile-gifts" id="gift-certificates" data-testid="profile-gifts">
      <h2 id="profile-gifts">
        <FormattedMessage id="profile.section.gifts" />
      </h2>
      {texts.intl && (
        <RawIntlProvider value={texts.intl}>
          <Gifts onSessionEnded={onSessionEnded} />
        </RawIntlProvider>
      )}
    </Card>
  );
}
