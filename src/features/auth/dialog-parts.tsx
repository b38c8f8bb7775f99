/** The login dialog's form pieces: fields, the warning under a field, the form's notice, the submit row. */
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../components/ui/icons';
import { theme } from '../../lib/theme';
import type { AuthMessage } from './auth-slice';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  fieldset {
    display: contents;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  label,
  .label {
    font-size: 14px;
    font-weight: 600;
  }
  input[type='text'],
  input[type='password'],
  input[type='email'],
  input[type='tel'] {
    width: 100%;
    min-height: 48px;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: ${theme.color.card};
    color: ${theme.color.text};
    font: inherit;
    font-size: 16px;
  }
  input:focus {
    border-color: ${theme.color.brand};
    outline: 3px solid ${theme.color.brandSoft};
  }
  input[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  input:disabled {
    background: ${theme.color.page};
    color: ${theme.color.muted};
  }
`;

/** An input with a control beside it (the send button or the check of a sent code). */
export const InputRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${theme.space(2)};
  input {
    flex: 1;
    min-width: 0;
  }
  .sent {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-width: 48px;
    padding: 0 ${theme.space(3)};
    border-radius: ${theme.radius.md};
    background: ${theme.color.brandSoft};
    color: ${theme.color.success};
    font-size: 14px;
    font-weight: 600;
  }
`;

const Warning = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(2)};
  margin: 0;
  color: #8a4b00;
  font-size: 14px;
  line-height: 1.4;
  svg {
    flex: none;
    margin-top: 1px;
  }
  &.notice {
    padding: ${theme.space(3)};
    border-radius: ${theme.radius.md};
    background: #fff4e5;
  }
`;

/** A field's (or, with `notice`, the form's) warning, announced when it appears. */
export function FieldWarning({ id, message, notice = false }: { id: string; message?: AuthMessage; notice?: boolean }) {
  if (!message) return null;
  return (
    <Warning
      id={id}
      role="alert"
      className={notice ? 'notice' : undefined}
      data-testid={notice ? 'auth-notice' : undefined}
    >
      <Icon name="alert" size={18} />
      <span>
        <FormattedMessage id={message.id} values={message.values} />
      </span>
    </Warning>
  );
}

export const Hint = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 14px;
  line-height: 1.45;
  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.color.brand};
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
`;

export const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 32px;
  font-size: 15px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${theme.color.brand};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  button[type='submit'] {
    flex: 1;
  }
`;
