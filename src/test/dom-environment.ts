/**
 * jsdom for component tests, with what jsdom lacks and the browsers the shop supports have:
 * Node's fetch (and its Request, Response, Headers). A test file that renders screens talking to
 * the commerce API asks for a live one in its docblock:
 *
 *   /** @jest-environment-options {"liveApi": true} *\/
 *
 * The API then runs (live-api.ts) while the file's tests do, and the storefront's client reaches
 * it the way a build configured with GATSBY_API_URL does (src/lib/api/api-url.ts); tests read the
 * same variable to ask it what to expect, and LIVE_API_ADMIN_TOKEN for editors' calls. With
 * `"siteBuilds": true` as well, the API builds the site (the staff app's builds screen), and
 * LIVE_API_BUILD_CONTROL names the file that says what its next build writes. With
 * `"giftCertificates": true`, its catalogue has the gift certificates' products (live-gifts.ts).
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JSDOMEnvironment from 'jest-environment-jsdom';
import { startLiveApi, type LiveApi } from './live-api';

export default class DomEnvironment extends JSDOMEnvironment {
  private readonly wantsApi: boolean;
  private readonly wantsBuilds: boolean;
  private readonly wantsGifts: boolean;
  private api: LiveApi | undefined;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    const { liveApi, siteBuilds, giftCertificates, ...jsdomOptions } = config.projectConfig.testEnvironmentOptions;
    super({ ...config, projectConfig: { ...config.projectConfig, testEnvironmentOptions: jsdomOptions } }, context);
    this.wantsApi = liveApi === true;
    this.wantsBuilds = siteBuilds === true;
    this.wantsGifts = giftCertificates === true;
    Object.assign(this.global, { fetch, Request, Response, Headers });
  }

  async setup() {
    await super.setup();
    if (!this.wantsApi) return;
    this.api = await startLiveApi({ siteBuilds: this.wantsBuilds, giftCertificates: this.wantsGifts });
    Object.assign(this.global.process.env, {
      GATSBY_API_URL: this.api.url,
      LIVE_API_ADMIN_TOKEN: this.api.adminToken,
      ...(this.api.buildControl ? { LIVE_API_BUILD_CONTROL: this.api.buildControl } : {}),
    });
  }

  async teardown() {
    await this.api?.stop();
    await super.teardown();
  }
}
