/**
 * The small pages name an icon the API serves: a page without one makes the
 * browser ask /favicon.ico, which nothing answers.
 */
import { startTestApp, type TestApp } from './helpers';

describe('the small pages’ icon', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ catalogue: null });
  });
  afterAll(() => t.close());

  it.each(['/admin'])('%s names its icon, served as SVG', async (path) => {
    const page = await t.app.inject({ method: 'GET', url: path });
    const icon = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml" \/>/.exec(page.body)?.[1];
    expect(icon).toBe(`${path}/icon.svg`);
    const file = await t.app.inject({ method: 'GET', url: icon });
    expect({ status: file.statusCode, type: file.headers['content-type'] }).toEqual({
      status: 200,
      type: 'image/svg+xml',
    });
    expect(file.body).toContain('<svg');
  });
});
