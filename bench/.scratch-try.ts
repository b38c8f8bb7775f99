import { startTestApp, getJson } from '../server/test/helpers';
(async () => {
  const t = await startTestApp();
  const qs = process.argv.slice(2);
  for (const q of qs) {
    const e = encodeURIComponent(q);
    for (const path of [`/client/v4/search?query=${e}&limit=5`, `/client/v4/products?query=${e}&limit=5`]) {
      const started = performance.now();
      const r = await getJson(t.app, path, 'RU');
      const ms = (performance.now() - started).toFixed(1);
      if (r.body.groups) console.log(q, ms + 'ms', JSON.stringify(r.body.groups.map((g: any) => [g.label, g.items.map((i: any) => i.name)])));
      else console.log('  products', r.status, r.body.count, JSON.stringify(r.body.rows?.map((row: any) => `${row.brand.name} ${row.model}${row.inStock ? '' : ' (out)'}`) ?? r.body));
    }
  }
  await t.close();
})();
