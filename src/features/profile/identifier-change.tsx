/**
 * The account's phone or e-mail on the personal data card (docs/adr/027): shown as it is, and
 * changed (or added) in two steps: the new one, checked by the contract's rule, gets a 4-digit code;
 * the code makes it the account's. Until then the account keeps the old one. Another account's
 * identifier, a wrong or expired code and the limits are the API's translated refusals.
 */
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { CODE_LENGTH } from '../../../server/src/contract/identity-rules';
import { Button } from '../../components/ui/button';
import { FormActions, FormAlert, TextField } from '../../components/ui/field-kit';
import { ApiError } from '../../lib/api/api-client';
import { useLng } from '../../lib/lng-context';
import { theme } from '../../lib/theme';
import { CodeInput, emptyCode, useAuthTexts, type CodeInputHandle } from '../auth';
import { refusalText, sessionEnded, useConfirmIdentifierChange, useRequestIdentifierChange } from './account-api';
import type { AccountSectionProps } from './account-section';
import { IDENTIFIER_KINDS, type IdentifierKind } from './identifier-kinds';

const Box = styled.div`
  margin-top: ${theme.space(5)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.color.line};
  .current {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(3)};
    margin: 0;
  }
  .current span {
    overflow-wrap: anywhere;
  }
  form {
    margin-top: ${theme.space(3)};
  }
  .code-label {
    display: block;
    margin: ${theme.space(3)} 0 ${theme.space(2)};
    font-weight: 600;
  }
`;

type Step = { at: 'shown' } | { at: 'new' } | { at: 'code'; value: string; verification: string };
type Problem = { id: string } | { text: string };

export function IdentifierChange({
  kind,
  user,
  onUserChanged,
  onSessionEnded,
}: { kind: IdentifierKind } & AccountSectionProps) {
  const rule = IDENTIFIER_KINDS[kind];
  const lng = useLng();
  const id = useId();
  const authTexts = useAuthTexts(true);
  const { trigger: request, isMutating: sending } = useRequestIdentifierChange(lng);
  const { trigger: confirm, isMutating: confirming } = useConfirmIdentifierChange(lng);
  const [step, setStep] = useState<Step>({ at: 'shown' });
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [cells, setCells] = useState(emptyCode);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [changed, setChanged] = useState(false);
  const code = useRef<CodeInputHandle>(null);
  const newForm = useRef<HTMLFormElement>(null);
  const current = user[kind];

  // each step starts where the shopper types next
  useEffect(() => {
    if (step.at === 'code') code.current?.focus();
    if (step.at === 'new') newForm.current?.querySelector('input')?.focus();
  }, [step.at]);

  function refused(error: unknown) {
    if (sessionEnded(error)) onSessionEnded();
    if (error instanceof ApiError && error.code === 'userExists')
      return setProblem({ id: 'profile.personal.identifierTaken' });
    const text = refusalText(error);
    setProblem(text ? { text } : { id: 'profile.form.saveError' });
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const value = rule.read(typed);
    setFieldError(value ? null : rule.invalidId);
    if (!value || sending) return;
    try {
      const verification = await request({ [kind]: value });
      setCells(emptyCode());
      setStep({ at: 'code', value, verification });
    } catch (error) {
      refused(error);
    }
  }

  async function check(digits: string) {
    if (step.at !== 'code' || confirming) return;
    if (!new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(digits)) return setProblem({ id: 'profile.personal.codeInvalid' });
    setProblem(null);
    try {
      const saved = await confirm({ [kind]: step.value, code: digits, verification: step.verification });
      onUserChanged(saved);
      setStep({ at: 'shown' });
      setChanged(true);
    } catch (error) {
      setCells(emptyCode());
      code.current?.focus();
      refused(error);
    }
  }

  const begin = () => {
    setTyped('');
    setFieldError(null);
    setProblem(null);
    setChanged(false);
    setStep({ at: 'new' });
  };
  const labelId = `${id}-label`;
  return (
    <Box role="group" aria-labelledby={labelId} data-testid={`identifier-${kind}`}>
      <p className="current">
        <span>
          <strong id={labelId}>
            <FormattedMessage id={rule.labelId} />
          </strong>
          {': '}
          {current ? rule.show(current) : <FormattedMessage id="profile.me.notGiven" />}
        </span>
        {step.at === 'shown' && (
          <Button variant="secondary" onClick={begin}>
            <FormattedMessage id={current ? 'profile.personal.change' : 'profile.personal.add'} />
          </Button>
        )}
      </p>
      {step.at === 'new' && (
        <form ref={newForm} onSubmit={send} noValidate aria-busy={sending}>
          <TextField
            labelId={rule.newLabelId}
            value={typed}
            error={fieldError}
            disabled={sending}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={() => setTyped(rule.shown(typed))}
            {...rule.input}
          />
          <FormActions>
            <Button type="submit" variant="primary" disabled={sending}>
              <FormattedMessage id="profile.personal.sendCode" />
            </Button>
            <Button variant="ghost" onClick={() => setStep({ at: 'shown' })}>
              <FormattedMessage id="profile.personal.cancel" />
            </Button>
          </FormActions>
        </form>
      )}
      {step.at === 'code' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void check(cells.join(''));
          }}
          noValidate
          aria-busy={confirming}
        >
          <p>
            <FormattedMessage id="profile.personal.codeSent" values={{ kind, to: rule.show(step.value) }} />
          </p>
          <span className="code-label" id={`${id}-code`}>
            <FormattedMessage id="profile.personal.code" />
          </span>
          {authTexts && (
            <CodeInput
              ref={code}
              name={`${id}-code`}
              cells={cells}
              labelledBy={`${id}-code`}
              describedBy={problem ? `${id}-problem` : undefined}
              invalid={problem !== null}
              disabled={confirming}
              onChange={(next) => {
                setCells(next);
                // the fourth digit, typed or pasted, sends the code, as the other code steps do
                if (next.every(Boolean)) void check(next.join(''));
              }}
            />
          )}
          <FormActions>
            <Button type="submit" variant="primary" disabled={confirming}>
              <FormattedMessage id="profile.personal.confirm" />
            </Button>
            <Button variant="ghost" onClick={begin}>
              <FormattedMessage id="profile.personal.back" />
            </Button>
          </FormActions>
        </form>
      )}
      {problem && (
        <FormAlert id={`${id}-problem`}>
          {'text' in problem ? problem.text : <FormattedMessage id={problem.id} />}
        </FormAlert>
      )}
      {changed && (
        <FormAlert success>
          <FormattedMessage id="profile.personal.changed" values={{ kind }} />
        </FormAlert>
      )}
    </Box>
  );
}
