/**
 * The profile's form pieces: a card per section, a labelled field with its message, a select,
 * a row of actions and a form-level alert. Messages are ids, translated here.
 */
import styled from '@emotion/styled';
import { useId, type ReactNode, type SelectHTMLAttributes, type InputHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import { theme } from '../../lib/theme';

export const Card = styled.section`
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  scroll-margin-top: calc(${theme.layout.headerHeight} + ${theme.space(16)});
  h2 {
    margin: 0 0 ${theme.space(4)};
    font-size: 20px;
    letter-spacing: -0.01em;
  }
  > p {
    margin: 0 0 ${theme.space(4)};
    color: ${theme.color.muted};
    font-size: 15px;
    line-height: 1.5;
  }
  ${theme.media.mobile} {
    padding: ${theme.space(4)};
    h2 {
      font-size: 18px;
    }
  }
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(4)};
  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(3)};
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  label {
    font-size: 14px;
    font-weight: 600;
  }
  input,
  select {
    width: 100%;
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: ${theme.color.card};
    color: ${theme.color.text};
    font: inherit;
    font-size: 16px;
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 1px;
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  input:disabled,
  select:disabled {
    background: ${theme.color.page};
  }
  .message {
    margin: 0;
    color: ${theme.color.danger};
    font-size: 13px;
  }
  .hint {
    margin: 0;
    color: ${theme.color.muted};
    font-size: 13px;
  }
`;

interface FieldProps {
  labelId: string;
  /** a message id, shown under the control */
  error?: string;
  hint?: ReactNode;
  className?: string;
}

function FieldFrame({
  id,
  labelId,
  error,
  hint,
  className,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <FieldBox className={className}>
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      {children}
      {hint && !error && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="message" id={`${id}-message`} role="alert">
          <FormattedMessage id={error} />
        </p>
      )}
    </FieldBox>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-message` : hint ? `${id}-hint` : undefined;

export function TextField({
  labelId,
  error,
  hint,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  const id = useId();
  return (
    <FieldFrame id={id} labelId={labelId} error={error} hint={hint} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

export function SelectField({
  labelId,
  error,
  hint,
  className,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'>) {
  const id = useId();
  return (
    <FieldFrame id={id} labelId={labelId} error={error} hint={hint} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export const Actions = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  flex-wrap: wrap;
  align-items: center;
  margin-top: ${theme.space(5)};
  ${theme.media.narrow} {
    button {
      flex: 1 1 auto;
    }
  }
`;

const AlertBox = styled.p`
  margin: ${theme.space(4)} 0 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: #fdecea;
  color: #8a1c1c;
  font-size: 15px;
  &.success {
    background: ${theme.color.brandSoft};
    color: ${theme.color.brandDark};
  }
`;

/** A form's outcome: its failure ('error while saving', the API's message) or its success. */
export function FormAlert({ children, success }: { children: ReactNode; success?: boolean }) {
  return (
    <AlertBox className={success ? 'success' : undefined} role={success ? 'status' : 'alert'}>
      {children}
    </AlertBox>
  );
}
