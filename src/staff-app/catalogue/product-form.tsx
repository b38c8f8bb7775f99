/**
 * One product as a catalogue editor changes it: its names and descriptions in TM, RU and EN, its
 * price, old price and stock, and its images. Only what the editor changed is sent, after the
 * contract's rules (product-rules.ts) pass; nothing changed sends nothing. The outcome says what the
 * change means for the shop's pages: price, old price and stock are live at once; names,
 * descriptions and images are in the built pages, which the API rebuilds.
 */
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { Button } from '../../components/ui/button';
import { Field, FormActions, FormAlert, TextField, controlProps } from '../../components/ui/field-kit';
import { apiAsset } from '../../lib/api/api-url';
import type { ApiError } from '../../lib/api/api-client';
import type { Lng } from '../../lib/catalog-types';
import { LANGUAGES, LANGUAGE_NAME, localizePath } from '../../lib/i18n';
import { formatAmount } from '../../lib/price';
import { theme } from '../../lib/theme';
import {
  LIVE_FIELDS,
  MAX_MONEY,
  MAX_PRODUCT_IMAGES,
  MAX_STOCK,
  changesBuiltPages,
  imagesProblem,
  moneyProblem,
  productTextMax,
  productTextProblem,
  stockProblem,
  type ProductProblem,
} from '../../../server/src/contract/product-rules';
import type { EditableProductWire, ProductChangeWire, ProductChangedWire } from '../../../server/src/contract/service';
import { STAFF_APP_BASE } from '../../../server/src/contract/staff-app';
import { useLanguage } from '../language';
import { followLink } from '../navigation';
import { staffCall } from '../staff-api';
import { Notice } from '../states';
import { BUILDS_LIST } from './catalogue-words';

type Texts = Record<Lng, string>;
type TextField = 'name' | 'description';

/** The form's values as typed. */
interface Draft {
  name: Texts;
  description: Texts;
  price: string;
  oldPrice: string;
  stock: string;
  images: string[];
}

type FieldKey = `${TextField}.${Lng}` | 'price' | 'oldPrice' | 'stock' | 'images' | 'imageAdd';
interface Problem {
  id: string;
  values?: Record<string, string>;
}
type Problems = Partial<Record<FieldKey, Problem>>;

const draftOf = (product: EditableProductWire): Draft => ({
  name: { ...product.name },
  description: { ...product.description },
  price: String(product.price),
  oldPrice: product.oldPrice === null ? '' : String(product.oldPrice),
  stock: String(product.stock),
  images: [...product.images],
});

/** A number as an editor types it: "1299", "1299.50", "1 299,50"; NaN when it is none. */
function typedNumber(text: string): number {
  const plain = text.replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : NaN;
}

const LIMITS: Partial<Record<ProductProblem, (field: FieldKey) => string>> = {
  tooLong: (field) => String(productTextMax(field.startsWith('name') ? 'name' : 'description')),
  tooLarge: (field) => (field === 'stock' ? String(MAX_STOCK) : formatAmount(MAX_MONEY)),
  tooManyImages: () => String(MAX_PRODUCT_IMAGES),
};

const problemOf = (field: FieldKey, problem: ProductProblem): Problem => ({
  id: `staff.products.problem.${problem}`,
  values: { limit: LIMITS[problem]?.(field) ?? '' },
});

/** The change the draft makes to `base` (only what differs) and what breaks the contract's rules. */
function changeOf(draft: Draft, base: EditableProductWire): { change: ProductChangeWire; problems: Problems } {
  const change: ProductChangeWire = {};
  const problems: Problems = {};
  for (const field of ['name', 'description'] as const) {
    if (LANGUAGES.every((lng) => draft[field][lng] === base[field][lng])) continue;
    change[field] = { ...draft[field] };
    for (const lng of LANGUAGES) {
      const problem = productTextProblem(field, lng, draft[field][lng]);
      if (problem) problems[`${field}.${lng}`] = problemOf(`${field}.${lng}`, problem);
    }
  }
  const price = typedNumber(draft.price);
  if (!draft.price.trim()) problems.price = problemOf('price', 'required');
  else if (Number.isNaN(price)) problems.price = { id: 'staff.products.problem.notNumber' };
  else if (price !== base.price) {
    const problem = moneyProblem(price);
    if (problem) problems.price = problemOf('price', problem);
    change.price = price;
  }
  // An empty old price is none.
  const oldPrice = draft.oldPrice.trim() ? typedNumber(draft.oldPrice) : null;
  if (Number.isNaN(oldPrice)) problems.oldPrice = { id: 'staff.products.problem.notNumber' };
  else if (oldPrice !== base.oldPrice) {
    const problem = oldPrice === null ? null : moneyProblem(oldPrice);
    if (problem) problems.oldPrice = problemOf('oldPrice', problem);
    change.oldPrice = oldPrice;
  }
  const stock = typedNumber(draft.stock);
  if (!draft.stock.trim()) problems.stock = problemOf('stock', 'required');
  else if (stock !== base.stock) {
    const problem = stockProblem(stock);
    if (problem) problems.stock = problemOf('stock', problem);
    change.stock = stock;
  }
  if (draft.images.join('\n') !== base.images.join('\n')) {
    const problem = imagesProblem(draft.images);
    if (problem) problems.images = problemOf('images', problem);
    change.images = [...draft.images];
  }
  return { change, problems };
}

type Outcome =
  | { kind: 'unchanged' }
  | { kind: 'problems' }
  | { kind: 'saved'; live: boolean; built: boolean; rebuild: ProductChangedWire['rebuild'] };

const Head = styled.div`
  margin: ${theme.space(6)} 0 ${theme.space(4)};
  h2 {
    margin: 0 0 ${theme.space(1)};
    font-size: 21px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
    overflow-wrap: anywhere;
  }
`;

const Group = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${theme.space(5)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  background: ${theme.color.card};
  legend {
    padding: 0 ${theme.space(2)};
    font-weight: 700;
  }
  > p {
    margin: 0 0 ${theme.space(3)};
    color: ${theme.color.muted};
    font-size: 14px;
  }
  ${theme.media.mobile} {
    padding: ${theme.space(3)};
  }
`;

/** The three languages side by side on a wide screen, one under another on a phone. */
const Languages = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space(4)};
  > div {
    display: grid;
    gap: ${theme.space(3)};
    align-content: start;
  }
  h3 {
    margin: 0;
    font-size: 15px;
  }
  textarea {
    min-height: 180px;
  }
  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Numbers = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space(4)};
  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(3)};
  }
`;

const ImageList = styled.ol`
  list-style: none;
  margin: 0 0 ${theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
  li {
    display: grid;
    grid-template-columns: 56px minmax(0, 1fr) auto;
    align-items: center;
    gap: ${theme.space(2)} ${theme.space(3)};
  }
  img {
    width: 56px;
    height: 56px;
    object-fit: contain;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.sm};
    background: #fff;
  }
  code {
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${theme.color.muted};
  }
  ${theme.media.narrow} {
    li {
      grid-template-columns: 56px minmax(0, 1fr);
    }
    li > div {
      grid-column: 1 / -1;
    }
  }
`;

const ImageButtons = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  button {
    flex: 1 1 auto;
  }
`;

const AddImage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
  > :first-child {
    flex: 1 1 220px;
  }
`;

function TextArea({
  labelId,
  value,
  problem,
  onChange,
}: {
  labelId: string;
  value: string;
  problem: Problem | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Field id={id} labelId={labelId} error={problem?.id} errorValues={problem?.values}>
      <textarea {...controlProps(id, problem?.id)} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

function Saved({ outcome }: { outcome: Extract<Outcome, { kind: 'saved' }> }) {
  const { rebuild } = outcome;
  return (
    <FormAlert success>
      <p>
        <FormattedMessage id="staff.products.saved" />
        {outcome.live && (
          <>
            {' '}
            <FormattedMessage id="staff.products.saved.live" />
          </>
        )}
        {outcome.built && (
          <>
            {' '}
            {rebuild ? (
              <FormattedMessage
                id={rebuild.coalesced ? 'staff.products.saved.joined' : 'staff.products.saved.rebuild'}
                values={{ id: rebuild.buildId }}
              />
            ) : (
              <FormattedMessage id="staff.products.saved.noBuilds" />
            )}
          </>
        )}
        {rebuild && (
          <>
            {' '}
            <a href={`${STAFF_APP_BASE}/builds`} onClick={followLink}>
              <FormattedMessage id="staff.products.followBuilds" />
            </a>
          </>
        )}
      </p>
    </FormAlert>
  );
}

export function ProductForm({ product }: { product: EditableProductWire }) {
  const intl = useIntl();
  const { lng } = useLanguage();
  const { mutate } = useSWRConfig();
  const form = useRef<HTMLFormElement>(null);
  // What the product is on the server as far as this form knows: the change is made against it.
  const [base, setBase] = useState(product);
  const [draft, setDraft] = useState(() => draftOf(product));
  const [problems, setProblems] = useState<Problems>({});
  const [imageKey, setImageKey] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const save = useSWRMutation<ProductChangedWire, ApiError, string, ProductChangeWire>(
    `/products/${product.id}`,
    (path, { arg }) => staffCall(path, { method: 'PATCH', body: arg }),
    // the answer is the product's prices and stock, not the whole product: the cache is set below
    { populateCache: false, revalidate: false },
  );

  useEffect(() => {
    // After a refused save, the first field to mend takes focus.
    if (outcome?.kind === 'problems') form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [outcome, problems]);

  const edit = (field: FieldKey, next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblems(({ [field]: _mended, ...others }) => others);
    setOutcome(null);
  };
  const editText = (field: TextField, language: Lng, value: string) =>
    edit(`${field}.${language}`, { [field]: { ...draft[field], [language]: value } });

  function addImage() {
    const key = imageKey.trim();
    if (!key) return;
    const problem = imagesProblem([...draft.images, key]);
    if (problem) {
      setProblems((current) => ({ ...current, imageAdd: problemOf('imageAdd', problem) }));
      return;
    }
    edit('imageAdd', { images: [...draft.images, key] });
    setProblems(({ images: _mended, imageAdd: _added, ...others }) => others);
    setImageKey('');
  }

  function moveImage(at: number) {
    const images = [...draft.images];
    [images[at - 1], images[at]] = [images[at], images[at - 1]];
    edit('images', { images });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { change, problems: found } = changeOf(draft, base);
    setProblems(found);
    if (Object.keys(found).length > 0) return setOutcome({ kind: 'problems' });
    if (Object.keys(change).length === 0) return setOutcome({ kind: 'unchanged' });
    setOutcome(null);
    try {
      const answer = await save.trigger(change);
      const saved: EditableProductWire = {
        ...base,
        ...(change.name ? { name: change.name } : {}),
        ...(change.description ? { description: change.description } : {}),
        ...(change.images ? { images: change.images } : {}),
        price: answer.price,
        oldPrice: answer.oldPrice,
        stock: answer.stock,
      };
      setBase(saved);
      setDraft(draftOf(saved));
      setOutcome({
        kind: 'saved',
        live: LIVE_FIELDS.some((field) => change[field] !== undefined),
        built: changesBuiltPages(change),
        rebuild: answer.rebuild,
      });
      await mutate(`/products/${product.id}`, saved, { revalidate: false });
      if (answer.rebuild) await mutate(BUILDS_LIST);
    } catch {
      // shown from save.error; the draft stays as typed
    }
  }

  const problemProps = (field: FieldKey) => ({ error: problems[field]?.id, errorValues: problems[field]?.values });

  return (
    <>
      <Head>
        <h2>
          <FormattedMessage id="staff.products.title" values={{ id: base.id, name: base.name[lng] || base.name.tm }} />
        </h2>
        <p>
          <FormattedMessage id="staff.products.codes" values={{ sku: base.sku, model: base.model }} />
          {' · '}
          <a href={localizePath(`/product/${base.id}/`, lng)} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="staff.products.onSite" />
          </a>
        </p>
      </Head>
      <form
        ref={form}
        onSubmit={submit}
        noValidate
        aria-label={intl.formatMessage({ id: 'staff.products.formLabel' }, { id: base.id })}
      >
        <Group>
          <legend>
            <FormattedMessage id="staff.products.texts" />
          </legend>
          <p>
            <FormattedMessage id="staff.products.textsHint" />
          </p>
          <Languages>
            {LANGUAGES.map((language) => (
              <div key={language} lang={language === 'tm' ? 'tk' : language}>
                <h3>
                  {LANGUAGE_NAME[language]} · {language.toUpperCase()}
                </h3>
                <TextField
                  labelId={`staff.products.name.${language}`}
                  name={`name-${language}`}
                  autoComplete="off"
                  required={language === 'tm'}
                  value={draft.name[language]}
                  onChange={(event) => editText('name', language, event.target.value)}
                  {...problemProps(`name.${language}`)}
                />
                <TextArea
                  labelId={`staff.products.description.${language}`}
                  value={draft.description[language]}
                  problem={problems[`description.${language}`]}
                  onChange={(value) => editText('description', language, value)}
                />
              </div>
            ))}
          </Languages>
        </Group>

        <Group>
          <legend>
            <FormattedMessage id="staff.products.offer" />
          </legend>
          <p>
            <FormattedMessage id="staff.products.offerHint" />
          </p>
          <Numbers>
            <TextField
              labelId="staff.products.price"
              name="price"
              inputMode="decimal"
              autoComplete="off"
              required
              value={draft.price}
              onChange={(event) => edit('price', { price: event.target.value })}
              {...problemProps('price')}
            />
            <TextField
              labelId="staff.products.oldPrice"
              name="oldPrice"
              inputMode="decimal"
              autoComplete="off"
              hint={<FormattedMessage id="staff.products.oldPriceHint" />}
              value={draft.oldPrice}
              onChange={(event) => edit('oldPrice', { oldPrice: event.target.value })}
              {...problemProps('oldPrice')}
            />
            <TextField
              labelId="staff.products.stock"
              name="stock"
              inputMode="numeric"
              autoComplete="off"
              required
              value={draft.stock}
              onChange={(event) => edit('stock', { stock: event.target.value })}
              {...problemProps('stock')}
            />
          </Numbers>
        </Group>

        <Group>
          <legend>
            <FormattedMessage id="staff.products.images" />
          </legend>
          <p>
            <FormattedMessage id="staff.products.imagesHint" values={{ most: MAX_PRODUCT_IMAGES }} />
          </p>
          {draft.images.length === 0 ? (
            <p>
              <FormattedMessage id="staff.products.noImages" />
            </p>
          ) : (
            <ImageList aria-label={intl.formatMessage({ id: 'staff.products.images' })}>
              {draft.images.map((key, at) => (
                <li key={key}>
                  <img src={apiAsset(`/images/${encodeURIComponent(key)}?w=320`)} alt="" loading="lazy" />
                  <span>
                    <code>{key}</code>
                    {at === 0 && (
                      <small>
                        <FormattedMessage id="staff.products.icon" />
                      </small>
                    )}
                  </span>
                  <ImageButtons>
                    <Button
                      variant="secondary"
                      disabled={at === 0}
                      onClick={() => moveImage(at)}
                      aria-label={intl.formatMessage({ id: 'staff.products.imageUpLabel' }, { key })}
                    >
                      <FormattedMessage id="staff.products.imageUp" />
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => edit('images', { images: draft.images.filter((each) => each !== key) })}
                      aria-label={intl.formatMessage({ id: 'staff.products.imageRemoveLabel' }, { key })}
                    >
                      <FormattedMessage id="staff.products.imageRemove" />
                    </Button>
                  </ImageButtons>
                </li>
              ))}
            </ImageList>
          )}
          {problems.images && (
            <Notice tone="error">
              <FormattedMessage id={problems.images.id} values={problems.images.values} />
            </Notice>
          )}
          <AddImage>
            <TextField
              labelId="staff.products.imageKey"
              name="imageKey"
              autoComplete="off"
              autoCapitalize="none"
              value={imageKey}
              onChange={(event) => {
                setImageKey(event.target.value);
                setProblems(({ imageAdd: _mended, ...others }) => others);
              }}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                // Enter here adds the key; the form is saved with its own button.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                addImage();
              }}
              {...problemProps('imageAdd')}
            />
            <Button variant="secondary" onClick={addImage}>
              <FormattedMessage id="staff.products.imageAdd" />
            </Button>
          </AddImage>
        </Group>

        <FormActions>
          <Button type="submit" disabled={save.isMutating}>
            <FormattedMessage id="staff.save" />
          </Button>
        </FormActions>
        {outcome?.kind === 'problems' && (
          <FormAlert>
            <FormattedMessage id="staff.products.fix" />
          </FormAlert>
        )}
        {outcome?.kind === 'unchanged' && (
          <Notice>
            <FormattedMessage id="staff.products.unchanged" />
          </Notice>
        )}
        {outcome?.kind === 'saved' && <Saved outcome={outcome} />}
        {save.error && !outcome && <FormAlert>{save.error.message}</FormAlert>}
      </form>
    </>
  );
}
