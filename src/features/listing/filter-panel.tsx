/**
 * The filter panel of a listing (spec §2 "filter (price range and list options)"): price range
 * with a two-thumb slider and inputs, in stock, brands and the category's parameter options with
 * the number of products each would show. Every change is a new URL (listing-state.ts).
 */
import styled from '@emotion/styled';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FacetOption, Facets } from '../../lib/catalog-types';
import { CURRENCY } from '../../lib/price';
import { theme } from '../../lib/theme';
import { activeFilterCount, changeFilter, clearFilters, toggleId, type ListingState } from './listing-state';

/** Options shown before "Show all" in a long list. */
const FOLDED_OPTIONS = 6;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  fieldset {
    margin: 0;
    padding: ${theme.space(3)} ${theme.space(4)} ${theme.space(4)};
    border: 0;
    border-radius: ${theme.radius.lg};
    background: ${theme.color.card};
    box-shadow: ${theme.shadow.card};
  }
  legend {
    float: left;
    width: 100%;
    margin-bottom: ${theme.space(2)};
    padding: 0;
    font-weight: 700;
    font-size: 15px;
  }
  legend + * {
    clear: both;
  }
  label.option {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: 36px;
    font-size: 14px;
    cursor: pointer;
  }
  label.option input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${theme.color.brand};
    flex: none;
  }
  label.option .count {
    margin-left: auto;
    color: ${theme.color.muted};
    font-size: 13px;
  }
  label.option.empty {
    color: ${theme.color.muted};
    cursor: not-allowed;
  }
  label.option input:disabled {
    opacity: 0.5;
  }
  .more {
    margin-top: ${theme.space(1)};
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.color.brand};
    font: inherit;
    font-size: 14px;
    font-weight: 600;
    cursor: pointer;
  }
  .clear {
    align-self: flex-start;
    padding: ${theme.space(2)} 0;
    border: 0;
    background: none;
    color: ${theme.color.danger};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Range = styled.form`
  .swapped {
    margin: 0;
    font-size: 13px;
    color: ${theme.color.muted};
  }
  .inputs {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${theme.space(2)};
  }
  .inputs label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: 12px;
    color: ${theme.color.muted};
  }
  .inputs input {
    width: 100%;
    height: 38px;
    padding: 0 ${theme.space(2)};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.sm};
    font: inherit;
    font-size: 14px;
    color: ${theme.color.text};
  }
  .inputs input:focus {
    outline: 2px solid ${theme.color.brand};
    outline-offset: 0;
  }
  .slider {
    position: relative;
    height: 28px;
    margin: ${theme.space(2)} 8px 0;
  }
  .slider .track,
  .slider .fill {
    position: absolute;
    top: 12px;
    height: 4px;
    border-radius: 2px;
  }
  .slider .track {
    left: 0;
    right: 0;
    background: ${theme.color.line};
  }
  .slider .fill {
    background: ${theme.color.brand};
  }
  .slider input {
    position: absolute;
    left: -8px;
    width: calc(100% + 16px);
    top: 0;
    height: 28px;
    margin: 0;
    background: none;
    pointer-events: none;
    appearance: none;
  }
  .slider input::-webkit-slider-thumb {
    appearance: none;
    width: 20px;
    height: 20px;
    border: 2px solid ${theme.color.brand};
    border-radius: 50%;
    background: #fff;
    pointer-events: auto;
    cursor: grab;
  }
  .slider input::-moz-range-thumb {
    width: 16px;
    height: 16px;
    border: 2px solid ${theme.color.brand};
    border-radius: 50%;
    background: #fff;
    pointer-events: auto;
    cursor: grab;
  }
  .slider input:focus-visible::-webkit-slider-thumb {
    box-shadow: 0 0 0 4px ${theme.color.brandSoft};
  }
`;

interface PanelProps {
  facets: Facets | undefined;
  state: ListingState;
  onChange: (next: ListingState) => void;
  /** brand pages: the brand is the page itself */
  showBrands?: boolean;
}

export function FilterPanel({ facets, state, onChange, showBrands = true }: PanelProps) {
  const intl = useIntl();
  const set = (change: Parameters<typeof changeFilter>[1]) => onChange(changeFilter(state, change));
  return (
    <Panel data-testid="filter-panel">
      {facets && (
        <PriceRange
          bounds={facets.priceRange}
          min={state.priceMin}
          max={state.priceMax}
          onChange={(priceMin, priceMax) => set({ priceMin, priceMax })}
        />
      )}
      <fieldset>
        <legend>
          <FormattedMessage id="filters.availability" />
        </legend>
        <label className="option">
          <input type="checkbox" checked={state.inStock} onChange={() => set({ inStock: !state.inStock })} />
          <FormattedMessage id="filters.inStock" />
        </label>
      </fieldset>
      {showBrands && facets && facets.brands.length > 0 && (
        <OptionList
          legend={intl.formatMessage({ id: 'filters.brands' })}
          options={facets.brands}
          selected={state.brands}
          onToggle={(id) => set({ brands: toggleId(state.brands, id) })}
        />
      )}
      {facets?.parameters.map((parameter) => (
        <OptionList
          key={parameter.id}
          legend={parameter.name}
          options={parameter.options}
          selected={state.options}
          onToggle={(id) => set({ options: toggleId(state.options, id) })}
        />
      ))}
      {activeFilterCount(state) > 0 && (
        <button type="button" className="clear" onClick={() => onChange(clearFilters(state))}>
          <FormattedMessage id="filters.clear" />
        </button>
      )}
    </Panel>
  );
}

function OptionList({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: FacetOption[];
  selected: number[];
  onToggle: (id: number) => void;
}) {
  const [unfolded, setUnfolded] = useState(false);
  // Chosen options stay in sight even when the list is folded.
  const shown =
    unfolded || options.length <= FOLDED_OPTIONS + 1
      ? options
      : options.filter((option, index) => index < FOLDED_OPTIONS || selected.includes(option.id));
  return (
    <fieldset>
      <legend>{legend}</legend>
      {shown.map((option) => {
        const checked = selected.includes(option.id);
        // An option no product under the other filters has cannot be ticked; a ticked one can
        // always be unticked.
        const unavailable = option.count === 0 && !checked;
        return (
          <label key={option.id} className={`option${unavailable ? ' empty' : ''}`}>
            <input type="checkbox" checked={checked} disabled={unavailable} onChange={() => onToggle(option.id)} />
            <span>{option.name}</span>
            <span className="count">{option.count}</span>
          </label>
        );
      })}
      {shown.length < options.length && (
        <button type="button" className="more" onClick={() => setUnfolded(true)}>
          <FormattedMessage id="filters.showAll" values={{ count: options.length }} />
        </button>
      )}
    </fieldset>
  );
}

const clampTo = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
const draftOf = (min: number | null, max: number | null) => ({
  min: min === null ? '' : String(min),
  max: max === null ? '' : String(max),
});

/**
 * Price range: the slider's ends are the prices available under the other filters; dragging or
 * typing changes a draft, releasing a thumb, Enter or leaving an input applies it.
 */
function PriceRange({
  bounds,
  min,
  max,
  onChange,
}: {
  bounds: Facets['priceRange'];
  min: number | null;
  max: number | null;
  onChange: (min: number | null, max: number | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const low = Math.floor(bounds.min ?? 0);
  const high = Math.ceil(bounds.max ?? 0);
  // What the inputs hold: the applied bounds, until the shopper types or drags.
  const [draft, setDraft] = useState(() => draftOf(min, max));
  useEffect(() => setDraft(draftOf(min, max)), [min, max]);
  // A reversed range is swapped, never dropped in silence: the shopper is told what was applied.
  const [swapped, setSwapped] = useState(false);

  const number = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);
  const apply = (next = draft) => {
    let from = number(next.min);
    let to = number(next.max);
    const reversed = from !== null && to !== null && from > to;
    if (reversed) [from, to] = [to, from];
    setSwapped(reversed);
    // A bound at the slider's end is no bound at all.
    if (from !== null && from <= low) from = null;
    if (to !== null && to >= high) to = null;
    if (from !== min || to !== max) onChange(from, to);
    else setDraft(draftOf(min, max));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  const slidable = bounds.min !== null && bounds.max !== null && high > low;
  const from = clampTo(number(draft.min) ?? low, low, high);
  const to = clampTo(number(draft.max) ?? high, low, high);
  const percent = (value: number) => (slidable ? ((value - low) / (high - low)) * 100 : 0);
  const step = Math.max(1, Math.round((high - low) / 200));

  return (
    <fieldset>
      <legend>
        <FormattedMessage id="filters.price" values={{ currency: CURRENCY }} />
      </legend>
      <Range onSubmit={submit} aria-label={intl.formatMessage({ id: 'filters.price' }, { currency: CURRENCY })}>
        <div className="inputs">
          <label htmlFor={`${id}-min`}>
            <FormattedMessage id="filters.priceFrom" />
            <input
              id={`${id}-min`}
              inputMode="numeric"
              maxLength={9}
              value={draft.min}
              placeholder={String(low)}
              onChange={(event) => setDraft({ ...draft, min: event.target.value.replace(/\D/g, '') })}
              onBlur={() => apply()}
            />
          </label>
          <label htmlFor={`${id}-max`}>
            <FormattedMessage id="filters.priceTo" />
            <input
              id={`${id}-max`}
              inputMode="numeric"
              maxLength={9}
              value={draft.max}
              placeholder={String(high)}
              onChange={(event) => setDraft({ ...draft, max: event.target.value.replace(/\D/g, '') })}
              onBlur={() => apply()}
            />
          </label>
        </div>
        {slidable && (
          <div className="slider">
            <span className="track" />
            <span className="fill" style={{ left: `${percent(from)}%`, right: `${100 - percent(to)}%` }} />
            <input
              type="range"
              min={low}
              max={high}
              step={step}
              value={from}
              aria-label={intl.formatMessage({ id: 'filters.priceFrom' })}
              onChange={(event) => setDraft({ ...draft, min: String(Math.min(Number(event.target.value), to)) })}
              onPointerUp={() => apply()}
              onKeyUp={() => apply()}
            />
            <input
              type="range"
              min={low}
              max={high}
              step={step}
              value={to}
              aria-label={intl.formatMessage({ id: 'filters.priceTo' })}
              onChange={(event) => setDraft({ ...draft, max: String(Math.max(Number(event.target.value), from)) })}
              onPointerUp={() => apply()}
              onKeyUp={() => apply()}
            />
          </div>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        <p className="swapped" role="status">
          {swapped && <FormattedMessage id="filters.priceSwapped" />}
        </p>
      </Range>
    </fieldset>
  );
}
