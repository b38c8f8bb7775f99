/* global window -- a browser script (the page at /admin); the linter reads server/ as Node */
// The editors' page's product form: a product's names and descriptions in the three languages, its
// prices, stock and images, sent as a change of only what the editor changed. `page` is what
// editor.js shares: the texts function, `el`, the API call and the builds list to refresh.
'use strict';

window.editorPage.editProduct = async function editProduct(page, editor, id) {
  const { t, el, call, show, messageOf, languages: LANGUAGES } = page;
  const answer = await call(`/admin/v1/products/${id}`);
  editor.hidden = false;
  if (answer.status !== 200) {
    editor.replaceChildren(el('p', { class: 'message bad' }, t('failed', { message: messageOf(answer) })));
    return;
  }
  const product = answer.body;
  const field = (key, label, value, attributes = {}) => {
    const input = el(attributes.multiline ? 'textarea' : 'input', {
      id: `${key}`,
      value,
      ...attributes,
      multiline: undefined,
    });
    return { key, input, node: el('div', {}, el('label', { for: key }, label), input) };
  };
  const texts = LANGUAGES.map((code) => ({
    code,
    name: field(`name-${code}`, `${t('name')} (${code.toUpperCase()})`, product.name[code], {
      maxlength: 300,
      required: code === 'tm',
    }),
    description: field(
      `description-${code}`,
      `${t('description')} (${code.toUpperCase()})`,
      product.description[code],
      {
        multiline: true,
        maxlength: 20000,
        required: code === 'tm',
      },
    ),
  }));
  const price = field('price', t('price'), String(product.price), {
    type: 'number',
    min: 0.01,
    step: 0.01,
    required: true,
  });
  const oldPrice = field('old-price', t('oldPrice'), product.oldPrice === null ? '' : String(product.oldPrice), {
    type: 'number',
    min: 0.01,
    step: 0.01,
  });
  const stock = field('stock', t('stock'), String(product.stock), { type: 'number', min: 0, step: 1, required: true });
  const images = field('images', t('images'), product.images.join(', '));
  const message = el('p', { class: 'message', role: 'status' });
  editor.replaceChildren(
    el('h2', {}, `${t('edit')}: ${product.id} · ${product.sku} · ${product.model}`),
    el(
      'form',
      {
        onsubmit: async (event) => {
          event.preventDefault();
          const change = {};
          const name = Object.fromEntries(texts.map((text) => [text.code, text.name.input.value]));
          const description = Object.fromEntries(texts.map((text) => [text.code, text.description.input.value]));
          if (LANGUAGES.some((code) => name[code] !== product.name[code])) change.name = name;
          if (LANGUAGES.some((code) => description[code] !== product.description[code]))
            change.description = description;
          if (Number(price.input.value) !== product.price) change.price = Number(price.input.value);
          const old = oldPrice.input.value === '' ? null : Number(oldPrice.input.value);
          if (old !== product.oldPrice) change.oldPrice = old;
          if (Number(stock.input.value) !== product.stock) change.stock = Number(stock.input.value);
          const keys = images.input.value
            .split(',')
            .map((key) => key.trim())
            .filter(Boolean);
          if (keys.join(',') !== product.images.join(',')) change.images = keys;
          if (Object.keys(change).length === 0) return show(message, t('unchanged'));
          const saved = await call(`/admin/v1/products/${product.id}`, {
            method: 'PATCH',
            body: JSON.stringify(change),
          });
          if (saved.status !== 200) return show(message, t('failed', { message: messageOf(saved) }), 'bad');
          show(
            message,
            saved.body.rebuild ? t('savedRebuild', { id: saved.body.rebuild.buildId }) : t('saved'),
            'good',
          );
          Object.assign(product, saved.body, {
            name,
            description,
            images: change.images ?? product.images,
          });
          page.refreshBuilds();
        },
      },
      el(
        'div',
        { class: 'languages' },
        texts.map((text) => el('div', {}, text.name.node, text.description.node)),
      ),
      el('div', { class: 'row' }, price.node, oldPrice.node, stock.node),
      images.node,
      el('p', {}, el('button', { type: 'submit' }, t('save'))),
      message,
    ),
  );
  texts[0].name.input.focus();
};
