/**
 * The login dialog's own form pieces on top of the shop's field kit: the input with a control
 * beside it, the warning under a field (an icon and a message with values), the form's notice,
 * the hint under a field and the submit row.
 */
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { FieldBox, FormActions } from '../../components/ui/field-kit';
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

/** A label (or, for the code cells, a `.label` span) over its control, then its warning. */
export const Field = styled(FieldBox)`
  gap: ${theme.space(2)};
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

/** The submit row: the dialog's form spaces its parts itself, and the submit button fills the row. */
export const Actions = styled(FormActions)`
  margin-top: 0;
  button[type='submit'] {
    flex: 1;
  }
`;
