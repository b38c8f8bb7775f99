/** The checkout's layout pieces: sections, fields with their message, the notice above the form. */
import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import { theme } from '../../lib/theme';

export const Section = styled.section`
  padding: ${theme.space(5)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  h2 {
    display: flex;
    gap: ${theme.space(2)};
    align-items: center;
    margin: 0 0 ${theme.space(4)};
    font-size: 19px;
  }
  h2 svg {
    color: ${theme.color.brand};
  }
  ${theme.media.mobile} {
    padding: ${theme.space(4)};
  }
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(4)};
  .wide {
    grid-column: 1 / -1;
  }
  ${theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  min-width: 0;
  label {
    font-size: 14px;
    font-weight: 600;
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: 46px;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: ${theme.color.card};
    color: ${theme.color.text};
    font: inherit;
    font-size: 16px;
  }
  textarea {
    min-height: 84px;
    padding: ${theme.space(2)} ${theme.space(3)};
    resize: vertical;
  }
  input:focus,
  select:focus,
  textarea:focus {
    border-color: ${theme.color.brand};
    outline: 3px solid ${theme.color.brandSoft};
  }
  [aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  .hint {
    margin: 0;
    color: ${theme.color.muted};
    font-size: 13px;
  }
  .message {
    margin: 0;
    color: ${theme.color.danger};
    font-size: 13px;
  }
`;

interface FieldProps {
  labelId: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

function Frame({ id, labelId, error, hint, className, children }: FieldProps & { id: string; children: ReactNode }) {
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
    <Frame id={id} labelId={labelId} error={error} hint={hint} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </Frame>
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
    <Frame id={id} labelId={labelId} error={error} hint={hint} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {children}
      </select>
    </Frame>
  );
}

export const Alert = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: #fff4e0;
  color: #6b3d00;
  font-size: 15px;
  line-height: 1.45;
  svg {
    flex: none;
    color: #a15c00;
  }
  p {
    margin: 0;
  }
  &.error {
    background: #fdecea;
    color: #8a1c1c;
  }
  &.error svg {
    color: ${theme.color.danger};
  }
`;
