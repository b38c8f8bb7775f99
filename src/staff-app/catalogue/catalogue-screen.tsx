/**
 * The catalogue import (docs/catalogue.md; role catalogue): a JSON file of categories, brands,
 * products and images, taken whole or not at all. A refused file lists every problem the API found
 * (where, and why, in the app's language); an imported one says what it brought and which site
 * build will publish it.
 */
import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { Button } from '../../components/ui/button';
import { Field, FormActions, FormAlert, controlProps } from '../../components/ui/field-kit';
import type { ApiError } from '../../lib/api/api-client';
import { theme } from '../../lib/theme';
import {
  CATALOGUE_IMPORT_MAX_BYTES,
  IMPORT_KINDS,
  type ImportRefusedWire,
  type ImportedWire,
} from '../../../server/src/contract/service';
import { STAFF_APP_BASE } from '../../../server/src/contract/staff-app';
import { followLink } from '../navigation';
import { staffCall } from '../staff-api';
import { Notice } from '../states';
import { ScreenHead } from '../table';
import { BUILDS_LIST } from './catalogue-words';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => String(Math.ceil((bytes / MB) * 10) / 10);

/** A file's text, read as UTF-8. */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });

/** Why a file was not sent: too large, or not JSON (the API would refuse it the same). */
type FileProblem = { id: string; values?: Record<string, string> };

const Problems = styled.ol`
  margin: ${theme.space(3)} 0 0;
  padding: ${theme.space(3)} ${theme.space(4)} ${theme.space(3)} ${theme.space(8)};
  background: ${theme.color.card};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.card};
  li {
    margin: ${theme.space(1)} 0;
    overflow-wrap: anywhere;
  }
`;

const Counts = styled.ul`
  margin: ${theme.space(2)} 0 0;
  padding-left: ${theme.space(5)};
`;

const Intro = styled.p`
  max-width: 70ch;
  color: ${theme.color.muted};
`;

function Imported({ answer, file }: { answer: ImportedWire; file: string }) {
  const kinds = IMPORT_KINDS.filter((kind) => answer[kind] > 0);
  return (
    <FormAlert success>
      <div>
        <p>
          <FormattedMessage id="staff.import.done" values={{ file }} />
        </p>
        {kinds.length === 0 ? (
          <p>
            <FormattedMessage id="staff.import.broughtNothing" />
          </p>
        ) : (
          <Counts aria-label={file}>
            {kinds.map((kind) => (
              <li key={kind}>
                <FormattedMessage id={`staff.import.count.${kind}`} values={{ count: answer[kind] }} />
              </li>
            ))}
          </Counts>
        )}
        <p>
          {answer.rebuild ? (
            <>
              <FormattedMessage
                id={answer.rebuild.coalesced ? 'staff.import.joined' : 'staff.import.rebuild'}
                values={{ id: answer.rebuild.buildId }}
              />{' '}
              <a href={`${STAFF_APP_BASE}/builds`} onClick={followLink}>
                <FormattedMessage id="staff.products.followBuilds" />
              </a>
            </>
          ) : (
            <FormattedMessage id="staff.import.noBuilds" />
          )}
        </p>
      </div>
    </FormAlert>
  );
}

function Refused({ refusal, file }: { refusal: ImportRefusedWire; file: string }) {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage({ id: 'staff.import.problems' }, { file })}>
      <Notice tone="error">
        <span>
          {/* the API's own count of the problems, and whether it stopped checking at its limit */}
          {refusal.message}
        </span>
      </Notice>
      <Problems>
        {refusal.problems.map((problem, at) => (
          <li key={at}>
            <strong>{problem.place}</strong>: {problem.cause}
          </li>
        ))}
      </Problems>
    </section>
  );
}

/** The import's refusal with its problems (422), when the error is one. */
const refusalOf = (error: ApiError | undefined): ImportRefusedWire | null =>
  error?.status === 422 && Array.isArray((error.body as ImportRefusedWire | null)?.problems)
    ? (error.body as ImportRefusedWire)
    : null;

export function CatalogueScreen() {
  const id = useId();
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [sent, setSent] = useState('');
  const upload = useSWRMutation<ImportedWire, ApiError, string, unknown>('/catalogue', (path, { arg }) =>
    staffCall(path, { method: 'POST', body: arg }),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    upload.reset();
    if (!file) return setProblem({ id: 'staff.import.choose' });
    if (file.size > CATALOGUE_IMPORT_MAX_BYTES)
      return setProblem({
        id: 'staff.import.tooLarge',
        values: { size: megabytes(file.size), limit: megabytes(CATALOGUE_IMPORT_MAX_BYTES) },
      });
    let text: string;
    try {
      text = await textOf(file);
    } catch {
      return setProblem({ id: 'staff.import.unreadable' });
    }
    let catalogue: unknown;
    try {
      catalogue = JSON.parse(text);
    } catch {
      return setProblem({ id: 'staff.import.notJson' });
    }
    setProblem(null);
    setSent(file.name);
    try {
      const answer = await upload.trigger(catalogue);
      if (answer.rebuild) await mutate(BUILDS_LIST);
    } catch {
      // shown from upload.error: the problems of a refused file, or the API's message
    }
  }

  const refusal = refusalOf(upload.error);
  return (
    <>
      <ScreenHead>
        <h1>
          <FormattedMessage id="staff.nav.catalogue" />
        </h1>
      </ScreenHead>
      <Intro>
        <FormattedMessage id="staff.import.intro" />
      </Intro>
      <form onSubmit={submit} noValidate>
        <Field
          id={id}
          labelId="staff.import.file"
          error={problem?.id}
          errorValues={problem?.values}
          hint={
            <FormattedMessage id="staff.import.fileHint" values={{ limit: megabytes(CATALOGUE_IMPORT_MAX_BYTES) }} />
          }
        >
          <input
            {...controlProps(id, problem?.id, true)}
            type="file"
            name="catalogue"
            accept="application/json,.json"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
        </Field>
        <FormActions>
          <Button type="submit" disabled={upload.isMutating}>
            {upload.isMutating ? (
              <FormattedMessage id="staff.import.sending" />
            ) : (
              <FormattedMessage id="staff.import.submit" />
            )}
          </Button>
        </FormActions>
      </form>
      {upload.data && <Imported answer={upload.data} file={sent} />}
      {refusal ? (
        <Refused refusal={refusal} file={sent} />
      ) : (
        upload.error && <FormAlert>{upload.error.message}</FormAlert>
      )}
    </>
  );
}
