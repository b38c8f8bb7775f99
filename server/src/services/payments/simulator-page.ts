import { formatPrice } from '../../contract/price-format';
import type { GatewayLanguage } from './gateway';
import { BANKS, isBankCode } from './banks';
import { SIM_STATUS, type SimOrder } from './simulator';
import { threeDsTriesLeft } from './simulator-form';
import { spaced, TEST_CARDS, type CardFields, type CardProblem } from './simulator-cards';
import { LANGUAGE_NAMES, SIM_TEXTS, type SimTexts } from './simulator-texts';

/**
 * The simulator's pages as HTML, rendered on the server: a bank's card form works without
 * scripts; its one script, its own file (the page's policy allows no other), only shapes the
 * card number and the expiry date as they are typed on a phone. Every value is escaped.
 */

/** Where the page's files are served (the kit's style sheet and icon, the simulator's own style sheet). */
export const SIM_PAGE_PATH = '/gateway-sim/payment';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

type Html = { html: string };
const raw = (html: string): Html => ({ html });
/** A template whose values are escaped unless they are already Html (or lists of it). */
function h(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  values.forEach((value, i) => {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item === undefined || item === null || item === false) continue;
      out += typeof item === 'object' && 'html' in item ? (item as Html).html : escape(String(item));
    }
    out += strings[i + 1];
  });
  return raw(out);
}

const HTML_LANG: Record<GatewayLanguage, string> = { tk: 'tk', ru: 'ru', en: 'en' };

function frame(language: GatewayLanguage, title: string, mdOrder: string | undefined, body: Html): string {
  const t = SIM_TEXTS[language];
  const links = (Object.keys(LANGUAGE_NAMES) as GatewayLanguage[]).map((lng) =>
    lng === language
      ? h`<li><span aria-current="true">${LANGUAGE_NAMES[lng]}</span></li>`
      : h`<li><a href="${SIM_PAGE_PATH}/form?${mdOrder ? `mdOrder=${encodeURIComponent(mdOrder)}&` : ''}language=${lng}" lang="${HTML_LANG[lng]}" hreflang="${HTML_LANG[lng]}">${LANGUAGE_NAMES[lng]}</a></li>`,
  );
  return h`<!doctype html>
<html lang="${HTML_LANG[language]}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="${SIM_PAGE_PATH}/icon.svg" type="image/svg+xml" />
    <title>${title}</title>
    <link rel="stylesheet" href="${SIM_PAGE_PATH}/base.css" />
    <link rel="stylesheet" href="${SIM_PAGE_PATH}/simulator.css" />
    <script src="${SIM_PAGE_PATH}/simulator.js" defer></script>
  </head>
  <body>
    <main class="sim">
      <p class="sim-demo" role="note">${t.demo}</p>
      <header>
        <h1>${title}</h1>
        <nav aria-label="${t.languages}"><ul class="sim-languages">${links}</ul></nav>
      </header>
      ${body}
    </main>
  </body>
</html>
`.html;
}

function orderSummary(t: SimTexts, order: SimOrder): Html {
  const bank = isBankCode(order.merchant) ? BANKS[order.merchant] : undefined;
  return h`<section class="sim-order" aria-label="${t.order}">
        ${bank ? h`<img src="${bank.logo}" alt="${bank.name}" width="120" height="40" />` : ''}
        <dl>
          <div><dt>${t.order}</dt><dd>${order.description || order.orderNumber}</dd></div>
          <div><dt>${t.amount}</dt><dd class="sim-amount">${formatPrice(order.amountMinor / 100)}</dd></div>
        </dl>
      </section>`;
}

const problemId = (field: string) => `${field}-problem`;

function field(
  t: SimTexts,
  name: keyof CardFields,
  label: string,
  value: string,
  problem: CardProblem | undefined,
  extra: Html,
): Html {
  return h`<p class="sim-field">
          <label for="${name}">${label}</label>
          <input id="${name}" name="${name}" value="${value}" ${extra}${problem ? raw(` aria-invalid="true" aria-describedby="${problemId(name)}"`) : ''} />
          ${problem ? h`<span class="sim-problem" id="${problemId(name)}">${t.problems[problem]}</span>` : ''}
        </p>`;
}

function problemSummary(t: SimTexts, problems: string[]): Html {
  if (problems.length === 0) return raw('');
  return h`<div class="sim-summary" role="alert"><p>${t.checkCard}</p><ul>${problems.map((text) => h`<li>${text}</li>`)}</ul></div>`;
}

function testCards(t: SimTexts): Html {
  return h`<section class="sim-cards">
        <h2>${t.testCards}</h2>
        <p>${t.notice}</p>
        <ul>${TEST_CARDS.map((card) => h`<li><code>${spaced(card.pan)}</code> <span>${t.outcomes[card.outcome]}</span></li>`)}</ul>
        <p>${t.testCardsHint}</p>
      </section>`;
}

const hidden = (order: SimOrder, language: GatewayLanguage) =>
  h`<input type="hidden" name="mdOrder" value="${order.id}" /><input type="hidden" name="language" value="${language}" />`;

/** The card form, with the fields sent back (the CVC never) and their problems when it was refused. */
export function cardFormPage(
  order: SimOrder,
  language: GatewayLanguage,
  sent?: { fields: CardFields; problems: Partial<Record<keyof CardFields, CardProblem>> },
): string {
  const t = SIM_TEXTS[language];
  const problems = sent?.problems ?? {};
  const fields = sent?.fields ?? { pan: '', expiry: '', cvc: '', name: '' };
  const listed = (['pan', 'expiry', 'cvc'] as const).flatMap((name) => {
    const problem = problems[name];
    return problem ? [t.problems[problem]] : [];
  });
  const amount = formatPrice(order.amountMinor / 100);
  return frame(
    language,
    t.title,
    order.id,
    h`${orderSummary(t, order)}
      <section>
        ${problemSummary(t, listed)}
        <form method="post" action="${SIM_PAGE_PATH}/form" novalidate>
          ${hidden(order, language)}
          ${field(t, 'pan', t.cardNumber, fields.pan, problems.pan, raw('inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="0000 0000 0000 0000"'))}
          <div class="sim-pair">
            ${field(t, 'expiry', t.expiry, fields.expiry, problems.expiry, raw('inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="12/30"'))}
            ${field(t, 'cvc', t.cvc, '', problems.cvc, raw('inputmode="numeric" autocomplete="cc-csc" maxlength="3" type="password"'))}
          </div>
          ${field(t, 'name', t.name, fields.name, undefined, raw('autocomplete="cc-name" maxlength="60"'))}
          <p class="sim-actions">
            <button type="submit" name="action" value="pay" class="sim-pay">${t.pay.replace('{amount}', amount)}</button>
            <button type="submit" name="action" value="cancel" class="sim-cancel">${t.cancel}</button>
          </p>
        </form>
      </section>
      ${testCards(t)}`,
  );
}

/** The 3-D Secure step: the bank's one-time code (the test code is on the page), and the tries left after a wrong one. */
export function threeDsPage(order: SimOrder, language: GatewayLanguage, problem?: 'codeInvalid' | 'codeWrong'): string {
  const t = SIM_TEXTS[language];
  const told = problem === 'codeWrong' ? t.codeWrong(threeDsTriesLeft(order)) : problem && t.problems[problem];
  const marked = told ? raw(` aria-invalid="true" aria-describedby="${problemId('code')}"`) : raw('');
  return frame(
    language,
    t.threeDsTitle,
    order.id,
    h`${orderSummary(t, order)}
      <section>
        ${told ? problemSummary(t, [told]) : ''}
        <p>${t.threeDsText}</p>
        <form method="post" action="${SIM_PAGE_PATH}/acs" novalidate>
          ${hidden(order, language)}
          <p class="sim-field">
            <label for="code">${t.code}</label>
            <input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6"${marked} />
            ${told ? h`<span class="sim-problem" id="${problemId('code')}">${told}</span>` : ''}
          </p>
          <p class="sim-actions">
            <button type="submit" name="action" value="confirm" class="sim-pay">${t.confirm}</button>
            <button type="submit" name="action" value="cancel" class="sim-cancel">${t.cancel}</button>
          </p>
        </form>
      </section>`,
  );
}

/** An order no longer open for paying: what became of it, and the way back to the shop. */
export function finishedPage(order: SimOrder, language: GatewayLanguage, backUrl: string | undefined): string {
  const t = SIM_TEXTS[language];
  const paid = order.status === SIM_STATUS.paid || order.status === SIM_STATUS.held;
  return frame(
    language,
    t.finishedTitle,
    order.id,
    h`${orderSummary(t, order)}
      <section>
        <p>${paid ? t.finishedPaid : t.finishedDeclined}</p>
        ${backUrl ? h`<p><a class="sim-back" href="${backUrl}">${t.backToShop}</a></p>` : ''}
      </section>`,
  );
}

export function notFoundPage(language: GatewayLanguage): string {
  const t = SIM_TEXTS[language];
  return frame(language, t.notFoundTitle, undefined, h`<section><p>${t.notFound}</p></section>`);
}

/** A form whose fields could not be read (a control character, an over-long value): nothing changed. */
export function badRequestPage(language: GatewayLanguage): string {
  const t = SIM_TEXTS[language];
  return frame(language, t.badRequestTitle, undefined, h`<section><p>${t.badRequest}</p></section>`);
}
