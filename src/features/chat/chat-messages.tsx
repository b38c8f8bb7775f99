/** The conversation's messages: sent ones (with the operator's read mark), those still being sent, the operator typing. */
import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shopTime } from '../../lib/dates';
import { theme } from '../../lib/theme';
import type { ChatView } from './chat-connection';

const List = styled.ol`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  overflow-y: auto;
  list-style: none;
  background: ${theme.color.page};
`;

const Bubble = styled.li<{ mine: boolean }>`
  align-self: ${(props) => (props.mine ? 'flex-end' : 'flex-start')};
  max-width: 82%;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${(props) => (props.mine ? theme.color.brandSoft : theme.color.card)};
  box-shadow: ${theme.shadow.card};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  small {
    display: block;
    margin-top: 2px;
    color: ${theme.color.muted};
    font-size: 11px;
  }
  &[data-state='failed'] small {
    color: ${theme.color.danger};
  }
`;

const Hint = styled.li`
  align-self: center;
  color: ${theme.color.muted};
  font-size: 14px;
  text-align: center;
`;

const Typing = styled.li`
  color: ${theme.color.muted};
  font-size: 13px;
  font-style: italic;
`;

export function ChatMessages({ view, open }: { view: ChatView; open: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const list = useRef<HTMLOListElement>(null);
  const ticket = view.ticket;
  const operatorName = view.presence?.name ?? t('chat.operator');

  // Newest message in view whenever one arrives or is sent.
  const count = view.messages.length + view.pending.length;
  useEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [count, open, view.operatorTyping]);

  return (
    <List ref={list} aria-live="polite" aria-label={t('chat.title')}>
      {view.messages.length === 0 && view.pending.length === 0 && (
        <Hint>
          <FormattedMessage id="chat.empty" />
        </Hint>
      )}
      {view.messages.map((message) => {
        const mine = message.author === 'shopper';
        const read = mine && ticket !== null && ticket.operatorReadId >= message.id;
        const when = shopTime(message.at);
        return (
          <Bubble key={message.id} mine={mine} data-author={message.author} data-state="sent">
            {message.text}
            <small>
              {mine ? t('chat.you') : (message.operatorName ?? t('chat.operator'))} · {when}
              {read && ` · ${t('chat.read')}`}
            </small>
          </Bubble>
        );
      })}
      {view.pending.map((item) => (
        <Bubble key={item.clientId} mine data-author="shopper" data-state={item.failed ? 'failed' : 'pending'}>
          {item.text}
          <small>{item.failed ? t('chat.notSent') : t('chat.sending')}</small>
        </Bubble>
      ))}
      {view.operatorTyping && <Typing>{t('chat.typing', { name: operatorName })}</Typing>}
    </List>
  );
}
