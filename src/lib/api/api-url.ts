/**
 * Where the browser finds the commerce API: GATSBY_API_URL when the build sets it, else the page's
 * own origin (the shop and its API served together). Image paths from the API are relative to it.
 * `gatsby develop` proxies the API's paths (gatsby-config), so development uses relative URLs.
 */
export const API_URL =
  process.env.NODE_ENV === 'development' ? '' : (process.env.GATSBY_API_URL || '').replace(/\/$/, '');

export const apiAsset = (path: string) => (/^https?:\/\//.test(path) ? path : `${API_URL}${path}`);
