import { startTestApp, getJson } from '../server/test/helpers';
(async () => {
  const t = await startTestApp({ config: { responseCacheBytes: 0 } });
  for (const path of ['/client/v4/products?limit=5', '/client/v4/products?limit=5&query=samsung', '/client/v4/brands?limit=5&query=samsung', '/client/v4/categories?limit=5&query=telefon', '/client/v4/search?limit=5&query=samsung', '/health']) {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) { const s = performance.now(); await getJson(t.app, path); times.push(performance.now() - s); }
    times.sort((a, b) => a - b);
    console.log(path, 'p50', times[15].toFixed(2), 'min', times[0].toFixed(2));
  }
  await t.close();
})();
