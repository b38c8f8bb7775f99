/**
 * The form of a promo code (docs/adr/030), to make one and to change one: percent or amount, its
 * value, the minimum total, the categories and brands it is for (picked from the catalogue's lists),
 * its period in Ashgabat time, its limits and its switches. The rules come from the contract
 * (the schema's limits and `promoCodeProblem`); what the API refuses is shown as it says it, and the
 * form keeps everything typed either way.
 */
import styled from '@emotion/styled';
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { Button } from '../../components/ui/button';
import { Checkbox, FormActions, FormAlert, Fields, TextField, controlStyles } from '../../components/ui/field-kit';
import { apiCall, type ApiError } from '../../lib/api/api-client';
import type { Lng } from '../../lib/catalog-types';
import { shopDateTime } from '../../lib/dates';
import { formatAmount } from '../../lib/price';
import { theme } from '../../lib/theme';
import type { BrandRowWire, CategoryRowWire } from '../../../server/src/contract/catalogue';
import { CATALOGUE_LIST_LIMIT } from '../../../server/src/contract/constants';
import type { ListWire } from '../../../server/src/contract/kit';
import { MAX_MONEY, moneyProblem } from '../../../server/src/contract/product-rules';
import { PROMO_CODE_PATTERN } from '../../../server/src/contract/promo-rules';
import {
  MAX_PROMO_LIMIT,
  MAX_PROMO_TARGETS,
  PROMO_KINDS,
  promoCodeProblem,
  type PromoCodeBody,
  type PromoCodeChange,
  type PromoCodeWire,
  type PromoKind,
} from '../../../server/src/contract/promotions';
import { useLanguage } from '../language';

/** Ashgabat keeps UTC+5 all year (no summer time): the offset the API is sent the times with. */
const ASHGABAT_OFFSET = '+05:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment as the period's fields show it, as the shop writes times: "05.12.2026 09:30" (Ashgabat). */
const inputTime = (at: string | number | Date) => shopDateTime(at);

const TYPED_TIME = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\s+(\d{1,2}):(\d{2})$/;

/** A typed "5.12.2026 9:30", read as Ashgabat time, as the API takes it; null when it is no real moment. */
function sentTime(text: string): string | null {
  const match = TYPED_TIME.exec(text.trim());
  if (!match) return null;
  const [, day, month, year, hour, minute] = match.map((part) => part.padStart(2, '0'));
  const sent = `${year}-${month}-${day}T${hour}:${minute}:00${ASHGABAT_OFFSET}`;
  // a day the calendar lacks (31.02) or an hour past 23 reads back as another moment
  return shopDateTime(sent) === `${day}.${month}.${year} ${hour}:${minute}` ? sent : null;
}

/** The form's values as typed. */
interface PromoDraft {
  code: string;
  kind: PromoKind;
  value: string;
  minTotal: string;
  categoryIds: number[];
  brandIds: number[];
  startsAt: string;
  endsAt: string;
  totalLimit: string;
  perShopperLimit: string;
  firstOrderOnly: boolean;
  combinesWithWeekly: boolean;
  active: boolean;
}

function newDraft(now = Date.now()): PromoDraft {
  return {
    code: '',
    kind: 'percent',
    value: '',
    minTotal: '',
    categoryIds: [],
    brandIds: [],
    startsAt: inputTime(now),
    endsAt: inputTime(now + 30 * DAY_MS),
    totalLimit: '',
    perShopperLimit: '1',
    firstOrderOnly: false,
    combinesWithWeekly: false,
    active: true,
  };
}

const draftOf = (code: PromoCodeWire): PromoDraft => ({
  code: code.code,
  kind: code.kind,
  value: String(code.value),
  minTotal: code.minTotal === null ? '' : String(code.minTotal),
  categoryIds: [...code.categoryIds],
  brandIds: [...code.brandIds],
  startsAt: inputTime(code.startsAt),
  endsAt: inputTime(code.endsAt),
  totalLimit: code.totalLimit === null ? '' : String(code.totalLimit),
  perShopperLimit: code.perShopperLimit === null ? '' : String(code.perShopperLimit),
  firstOrderOnly: code.firstOrderOnly,
  combinesWithWeekly: code.combinesWithWeekly,
  active: code.active,
});

type FieldKey = 'code' | 'value' | 'minTotal' | 'startsAt' | 'endsAt' | 'totalLimit' | 'perShopperLimit';
interface Problem {
  id: string;
  values?: Record<string, string>;
}
type Problems = Partial<Record<FieldKey, Problem>>;

/** A number as staff type it: "200", "199.50", "1 299,50"; NaN when it is none. */
function typedNumber(text: string): number {
  const plain = text.replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : NaN;
}

const CODE = new RegExp(PROMO_CODE_PATTERN);

function moneyOf(text: string, key: FieldKey, problems: Problems): number {
  const value = typedNumber(text);
  if (Number.isNaN(value)) problems[key] = { id: 'staff.products.problem.notNumber' };
  else {
    const problem = moneyProblem(value);
    if (problem)
      problems[key] = { id: `staff.products.problem.${problem}`, values: { limit: formatAmount(MAX_MONEY) } };
  }
  return value;
}

function limitOf(text: string, key: FieldKey, problems: Problems): number | null {
  if (!text.trim()) return null;
  const value = typedNumber(text);
  if (!Number.isInteger(value) || value < 1 || value > MAX_PROMO_LIMIT)
    problems[key] = { id: 'staff.promo.problem.limit', values: { max: String(MAX_PROMO_LIMIT) } };
  return value;
}

/** The body the draft stands for and what in it breaks the contract's rules. */
function bodyOf(draft: PromoDraft): { body: PromoCodeBody; problems: Problems } {
  const problems: Problems = {};
  const code = draft.code.trim();
  if (!CODE.test(code)) problems.code = { id: 'staff.promo.problem.code' };
  if (!draft.value.trim()) problems.value = { id: 'staff.products.problem.required' };
  const value = draft.value.trim() ? moneyOf(draft.value, 'value', problems) : NaN;
  const minTotal = draft.minTotal.trim() ? moneyOf(draft.minTotal, 'minTotal', problems) : null;
  const startsAt = sentTime(draft.startsAt);
  const endsAt = sentTime(draft.endsAt);
  if (!startsAt) problems.startsAt = { id: 'staff.promo.problem.time' };
  if (!endsAt) problems.endsAt = { id: 'staff.promo.problem.time' };
  const body: PromoCodeBody = {
    code,
    kind: draft.kind,
    value,
    minTotal,
    categoryIds: draft.categoryIds,
    brandIds: draft.brandIds,
    startsAt: startsAt ?? '',
    endsAt: endsAt ?? '',
    totalLimit: limitOf(draft.totalLimit, 'totalLimit', problems),
    perShopperLimit: limitOf(draft.perShopperLimit, 'perShopperLimit', problems),
    firstOrderOnly: draft.firstOrderOnly,
    combinesWithWeekly: draft.combinesWithWeekly,
    active: draft.active,
  };
  // The contract names the first rule broken; asked once for the value and once for the period
  // alone (an amount has no percent rule), so both fields get their message at once.
  if (!problems.value && promoCodeProblem(body) === 'promoPercentInvalid')
    problems.value = { id: 'staff.promo.problem.promoPercentInvalid' };
  if (!problems.startsAt && !problems.endsAt && promoCodeProblem({ ...body, kind: 'amount' }) === 'promoDatesInvalid')
    problems.endsAt = { id: 'staff.promo.problem.promoDatesInvalid' };
  return { body, problems };
}

/** What `body` changes of `code`: only the fields that differ. */
function changeOf(body: PromoCodeBody, code: PromoCodeWire): PromoCodeChange {
  const { code: _text, ...fields } = body;
  const change: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const before = code[key as keyof PromoCodeWire];
    const same =
      key === 'startsAt' || key === 'endsAt'
        ? new Date(value as string).getTime() === new Date(before as string).getTime()
        : JSON.stringify(value) === JSON.stringify(before);
    if (!same) change[key] = value;
  }
  return change as PromoCodeChange;
}

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(4)};
  legend {
    font-size: 14px;
    font-weight: 600;
    margin-bottom: ${theme.space(1)};
  }
`;

const PickerBox = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  legend {
    font-size: 14px;
    font-weight: 600;
    margin-bottom: ${theme.space(1.5)};
  }
  input[type='search'] {
    ${controlStyles}
  }
  ul {
    list-style: none;
    margin: 0;
    padding: ${theme.space(1)} ${theme.space(3)};
    max-height: 220px;
    overflow-y: auto;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
  }
  li label {
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: 13px;
    color: ${theme.color.muted};
  }
`;

interface Choice {
  id: number;
  name: string;
}

/** Picks some of the catalogue's categories or brands: a filter over the list, the chosen first. */
function Picker({
  legendId,
  findId,
  choices,
  chosen,
  onChange,
}: {
  legendId: string;
  findId: string;
  choices: Choice[] | null;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const intl = useIntl();
  const [find, setFind] = useState('');
  const wanted = find.trim().toLocaleLowerCase();
  const shown = (choices ?? [])
    .filter((choice) => chosen.includes(choice.id) || !wanted || choice.name.toLocaleLowerCase().includes(wanted))
    .sort((a, b) => Number(chosen.includes(b.id)) - Number(chosen.includes(a.id)));
  const full = chosen.length >= MAX_PROMO_TARGETS;
  return (
    <PickerBox className="wide">
      <legend>
        <FormattedMessage id={legendId} />
      </legend>
      <input
        type="search"
        aria-label={intl.formatMessage({ id: findId })}
        placeholder={intl.formatMessage({ id: findId })}
        value={find}
        onChange={(event) => setFind(event.target.value)}
      />
      {choices === null ? (
        <p>
          <FormattedMessage id="staff.loading" />
        </p>
      ) : (
        <ul>
          {shown.map((choice) => (
            <li key={choice.id}>
              <Checkbox>
                <input
                  type="checkbox"
                  checked={chosen.includes(choice.id)}
                  disabled={full && !chosen.includes(choice.id)}
                  onChange={(event) =>
                    onChange(event.target.checked ? [...chosen, choice.id] : chosen.filter((id) => id !== choice.id))
                  }
                />
                {choice.name}
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
      <p>
        {chosen.length ? (
          <FormattedMessage id="staff.promo.chosen" values={{ count: chosen.length, max: MAX_PROMO_TARGETS }} />
        ) : (
          <FormattedMessage id="staff.promo.chosenNone" />
        )}
      </p>
    </PickerBox>
  );
}

/** The catalogue's categories (a subcategory named after its parent) and brands, in the app's language. */
function useCatalogueChoices() {
  const { lng } = useLanguage();
  const categories = useSWR<ListWire<CategoryRowWire>, ApiError, [string, Lng]>(
    ['promo-categories', lng],
    ([, language]) => apiCall(`/client/v4/categories?limit=${CATALOGUE_LIST_LIMIT}`, { lng: language }),
  );
  const brands = useSWR<ListWire<BrandRowWire>, ApiError, [string, Lng]>(['promo-brands', lng], ([, language]) =>
    apiCall(`/client/v4/brands?limit=${CATALOGUE_LIST_LIMIT}`, { lng: language }),
  );
  return useMemo(() => {
    const rows = categories.data?.rows;
    const byId = new Map((rows ?? []).map((row) => [row.id, row]));
    const nameOf = (row: CategoryRowWire): string => {
      const parent = row.parentId === null ? undefined : byId.get(row.parentId);
      return parent && parent.id !== row.id ? `${nameOf(parent)} › ${row.name}` : row.name;
    };
    return {
      categories: rows ? rows.map((row) => ({ id: row.id, name: nameOf(row) })).sort(byName) : null,
      brands: brands.data ? brands.data.rows.map(({ id, name }) => ({ id, name })).sort(byName) : null,
      error: categories.error ?? brands.error ?? null,
    };
  }, [categories.data, categories.error, brands.data, brands.error]);
}

const byName = (a: Choice, b: Choice) => a.name.localeCompare(b.name);

type FormOutcome = { kind: 'problems' } | { kind: 'unchanged' } | { kind: 'sent'; code: string };

/**
 * The form: `code` absent makes one (its text typed here), present changes that one (its text stays).
 * `send` gets the whole body or only the change and throws the API's refusal.
 */
export function PromoCodeForm({
  code,
  send,
  sending,
  error,
  submitId,
  onDone,
}: {
  code?: PromoCodeWire;
  send: (body: PromoCodeBody | PromoCodeChange) => Promise<PromoCodeWire>;
  sending: boolean;
  error: ApiError | undefined;
  submitId: string;
  onDone?: (outcome: FormOutcome) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState<PromoDraft>(() => (code ? draftOf(code) : newDraft()));
  const [problems, setProblems] = useState<Problems>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const choices = useCatalogueChoices();
  const set = <K extends keyof PromoDraft>(key: K, value: PromoDraft[K]) =>
    setDraft((before) => ({ ...before, [key]: value }));
  const problem = (key: FieldKey) => problems[key]?.id ?? null;
  const values = (key: FieldKey) => problems[key]?.values;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = bodyOf(draft);
    setProblems(checked.problems);
    if (Object.keys(checked.problems).length) {
      setOutcome({ kind: 'problems' });
      // the first field to mend takes the focus
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const body = code ? changeOf(checked.body, code) : checked.body;
    if (Object.keys(body).length === 0) {
      setOutcome({ kind: 'unchanged' });
      return;
    }
    setOutcome(null);
    try {
      const answer = await send(body);
      const done: FormOutcome = { kind: 'sent', code: answer.code };
      setOutcome(done);
      onDone?.(done);
      if (!code) setDraft(newDraft());
    } catch {
      // the API's refusal is shown from `error`; the draft stays as typed
    }
  }

  const percent = draft.kind === 'percent';
  return (
    <form onSubmit={submit} noValidate>
      <Fields>
        {code ? null : (
          <TextField
            labelId="staff.promo.code"
            name="code"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            hint={<FormattedMessage id="staff.promo.codeHint" />}
            error={problem('code')}
            value={draft.code}
            onChange={(event) => set('code', event.target.value)}
          />
        )}
        <Group className={code ? 'wide' : undefined}>
          <legend>
            <FormattedMessage id="staff.promo.kind" />
          </legend>
          {PROMO_KINDS.map((kind) => (
            <Checkbox key={kind}>
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={draft.kind === kind}
                onChange={() => set('kind', kind)}
              />
              <FormattedMessage id={`staff.promo.kind.${kind}`} />
            </Checkbox>
          ))}
        </Group>
        <TextField
          labelId={percent ? 'staff.promo.valuePercent' : 'staff.promo.valueAmount'}
          name="value"
          inputMode={percent ? 'numeric' : 'decimal'}
          autoComplete="off"
          error={problem('value')}
          errorValues={values('value')}
          value={draft.value}
          onChange={(event) => set('value', event.target.value)}
        />
        <TextField
          labelId="staff.promo.minTotal"
          name="minTotal"
          inputMode="decimal"
          autoComplete="off"
          hint={<FormattedMessage id="staff.promo.minTotalHint" />}
          error={problem('minTotal')}
          errorValues={values('minTotal')}
          value={draft.minTotal}
          onChange={(event) => set('minTotal', event.target.value)}
        />
        <TextField
          labelId="staff.promo.startsAt"
          name="startsAt"
          autoComplete="off"
          hint={<FormattedMessage id="staff.promo.timeHint" />}
          error={problem('startsAt')}
          value={draft.startsAt}
          onChange={(event) => set('startsAt', event.target.value)}
        />
        <TextField
          labelId="staff.promo.endsAt"
          name="endsAt"
          autoComplete="off"
          hint={<FormattedMessage id="staff.promo.endHint" />}
          error={problem('endsAt')}
          value={draft.endsAt}
          onChange={(event) => set('endsAt', event.target.value)}
        />
        <TextField
          labelId="staff.promo.totalLimit"
          name="totalLimit"
          inputMode="numeric"
          autoComplete="off"
          hint={<FormattedMessage id="staff.promo.limitHint" />}
          error={problem('totalLimit')}
          errorValues={values('totalLimit')}
          value={draft.totalLimit}
          onChange={(event) => set('totalLimit', event.target.value)}
        />
        <TextField
          labelId="staff.promo.perShopperLimit"
          name="perShopperLimit"
          inputMode="numeric"
          autoComplete="off"
          hint={<FormattedMessage id="staff.promo.limitHint" />}
          error={problem('perShopperLimit')}
          errorValues={values('perShopperLimit')}
          value={draft.perShopperLimit}
          onChange={(event) => set('perShopperLimit', event.target.value)}
        />
        <Picker
          legendId="staff.promo.categories"
          findId="staff.promo.findCategory"
          choices={choices.categories}
          chosen={draft.categoryIds}
          onChange={(ids) => set('categoryIds', ids)}
        />
        <Picker
          legendId="staff.promo.brands"
          findId="staff.promo.findBrand"
          choices={choices.brands}
          chosen={draft.brandIds}
          onChange={(ids) => set('brandIds', ids)}
        />
        <Group className="wide">
          <legend>
            <FormattedMessage id="staff.promo.switches" />
          </legend>
          <Checkbox>
            <input
              type="checkbox"
              checked={draft.firstOrderOnly}
              onChange={(event) => set('firstOrderOnly', event.target.checked)}
            />
            <FormattedMessage id="staff.promo.firstOrderOnly" />
          </Checkbox>
          <Checkbox>
            <input
              type="checkbox"
              checked={draft.combinesWithWeekly}
              onChange={(event) => set('combinesWithWeekly', event.target.checked)}
            />
            <FormattedMessage id="staff.promo.combinesWithWeekly" />
          </Checkbox>
          <Checkbox>
            <input type="checkbox" checked={draft.active} onChange={(event) => set('active', event.target.checked)} />
            <FormattedMessage id="staff.promo.active" />
          </Checkbox>
        </Group>
      </Fields>
      {choices.error && <FormAlert>{choices.error.message}</FormAlert>}
      <FormActions>
        <Button type="submit" disabled={sending}>
          <FormattedMessage id={submitId} />
        </Button>
      </FormActions>
      {outcome?.kind === 'problems' && (
        <FormAlert>
          <FormattedMessage id="staff.promo.problems" />
        </FormAlert>
      )}
      {outcome?.kind === 'unchanged' && (
        <FormAlert success>
          <FormattedMessage id="staff.promo.unchanged" />
        </FormAlert>
      )}
      {error && outcome === null && <FormAlert>{error.message}</FormAlert>}
      {/* a changed code's form is drawn anew from the saved code: its screen says it was saved */}
      {outcome?.kind === 'sent' && !code && (
        <FormAlert success>{intl.formatMessage({ id: 'staff.promo.made' }, { code: outcome.code })}</FormAlert>
      )}
    </form>
  );
}
