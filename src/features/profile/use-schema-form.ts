/**
 * A form's values checked by a yup schema (spec §5): errors are message ids per field, shown from
 * the first submit on and then kept current as the shopper types, so a fixed field clears its
 * message.
 */
import { useCallback, useMemo, useState } from 'react';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

export type FieldErrors = Record<string, string>;

function errorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ValidationError)) throw error;
  const found: FieldErrors = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    if (inner.path && !found[inner.path]) found[inner.path] = inner.message;
  }
  return found;
}

export function useSchemaForm<S extends AnyObjectSchema>(schema: S, initial: InferType<S>) {
  const [values, setValues] = useState<InferType<S>>(initial);
  const [checked, setChecked] = useState(false);

  const check = useCallback(
    (next: InferType<S>): FieldErrors => {
      try {
        schema.validateSync(next, { abortEarly: false });
        return {};
      } catch (error) {
        return errorsOf(error);
      }
    },
    [schema],
  );
  const errors = useMemo(() => (checked ? check(values) : {}), [checked, check, values]);

  const change = useCallback((changes: Partial<InferType<S>>) => {
    setValues((previous) => ({ ...previous, ...changes }));
  }, []);

  /** The values cast by the schema (trimmed), or null with the errors shown. */
  const validate = useCallback((): InferType<S> | null => {
    setChecked(true);
    return Object.keys(check(values)).length ? null : (schema.cast(values) as InferType<S>);
  }, [check, schema, values]);

  const reset = useCallback((next: InferType<S>) => {
    setValues(next);
    setChecked(false);
  }, []);

  return { values, errors, change, validate, reset };
}
