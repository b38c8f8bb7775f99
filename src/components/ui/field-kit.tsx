/**
 * The shop's one form kit: the section card a form sits in, the grid of fields, a labelled field
 * with its hint or message, text and select fields built on it, a checkbox row, the row of
 * actions and the form's notice. Every form (login, checkout, profile, quick order, notify-me)
 * draws its controls with these, so one input looks and behaves the same everywhere. Labels and
 * messages are message ids, translated here.
 */
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, type HTMLAttributes, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import { theme } from '../../lib/theme';

/** The look of a text input, a select or a text area; for a control placed outside a `Field`. */
export const controlStyles = css`
  width: 100%;
  min-height: 48px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  background: ${theme.color.card};
  color: ${theme.color.text};
  font: inherit;
  font-size: 16px;
  &:focus {
    border-color: ${theme.color.brand};
    outline: 3px solid ${theme.color.brandSoft};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  &:disabled {
    background: ${theme.color.page};
    color: ${theme.color.muted};
  }
`;

/** A card holding one part of a form (checkout's steps, the profile's sections). */
export const FormSection = styled.section`
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  scroll-margin-top: calc(${theme.layout.headerHeight} + ${theme.space(16)});
  h2 {
    display: flex;
    gap: ${theme.space(2)};
    align-items: center;
    margin: 0 0 ${theme.space(4)};
    font-size: 20px;
    letter-spacing: -0.01em;
  }
  h2 svg {
    color: ${theme.color.brand};
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

/** Fields two abreast, one under another on a phone; a field with class `wide` takes the row. */
export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(4)};
  .wide {
    grid-column: 1 / -1;
  }
  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(3)};
  }
`;

/** A label over its control, then the control's hint or message. */
export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  min-width: 0;
  label,
  .label {
    font-size: 14px;
    font-weight: 600;
  }
  input:not([type='checkbox'], [type='radio'], [type='range'], [type='file']),
  select,
  textarea {
    ${controlStyles}
  }
  textarea {
    min-height: 84px;
    padding: ${theme.space(2)} ${theme.space(3)};
    resize: vertical;
  }
  /* two classes: a dialog's own rule for its paragraphs does not recolour these */
  .field-hint,
  .field-message {
    margin: 0;
    font-size: 13px;
  }
  .field-hint {
    color: ${theme.color.muted};
  }
  .field-message {
    color: ${theme.color.danger};
  }
`;

/** A field's message (a message id, with its values), announced when it appears; inside a `FieldBox`. */
export function FieldMessage({
  id,
  message,
  values,
}: {
  id: string;
  message?: string | null;
  values?: Record<string, string>;
}) {
  if (!message) return null;
  return (
    <p className="field-message" id={id} role="alert">
      <FormattedMessage id={message} values={values} />
    </p>
  );
}

export interface FieldProps {
  labelId: string;
  /** a message id, shown under the control */
  error?: string | null;
  /** the values its text names (what to remove from a name) */
  errorValues?: Record<string, string>;
  hint?: ReactNode;
  className?: string;
}

/** What the control of field `id` carries: its id, whether it is invalid, what describes it. */
export function controlProps(id: string, error?: string | null, hint?: ReactNode) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-message` : hint ? `${id}-hint` : undefined,
  } as const;
}

/** A labelled field around a control the caller draws (with `controlProps(id, error, hint)`). */
export function Field({
  id,
  labelId,
  error,
  errorValues,
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
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-message`} message={error} values={errorValues} />
    </FieldBox>
  );
}

export function TextField({
  labelId,
  error,
  errorValues,
  hint,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'>) {
  const id = useId();
  return (
    <Field id={id} labelId={labelId} error={error} errorValues={errorValues} hint={hint} className={className}>
      <input {...controlProps(id, error, hint)} {...input} />
    </Field>
  );
}

export function SelectField({
  labelId,
  error,
  hint,
  className,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'>) {
  const id = useId();
  return (
    <Field id={id} labelId={labelId} error={error} hint={hint} className={className}>
      <select {...controlProps(id, error, hint)} {...select}>
        {children}
      </select>
    </Field>
  );
}

/** A checkbox with its label beside it: `<Checkbox><input type="checkbox" /> text</Checkbox>`. */
export const Checkbox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 32px;
  font-size: 15px;
  cursor: pointer;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    accent-color: ${theme.color.brand};
  }
`;

/** The form's buttons in a row, set off from the fields; on a narrow phone they share the width. */
export const FormActions = styled.div`
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

/**
 * A notice above or under a form: a warning by default (the cart changed), class `error` for a
 * failure, `success` for a saved change. The caller gives its role (`alert` or `status`).
 */
export const FormNotice = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  padding: ${theme.space(3)} ${theme.space(4)};
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
  &.success {
    background: ${theme.color.brandSoft};
    color: ${theme.color.brandDark};
  }
  &.success svg {
    color: ${theme.color.brand};
  }
`;

const Outcome = styled(FormNotice)`
  margin-top: ${theme.space(4)};
`;

/** A form's outcome under it: its failure (announced at once) or, with `success`, its success. */
export function FormAlert({
  children,
  success,
  ...rest
}: { children: ReactNode; success?: boolean } & Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'role'>) {
  return (
    <Outcome className={success ? 'success' : 'error'} role={success ? 'status' : 'alert'} {...rest}>
      {children}
    </Outcome>
  );
}
