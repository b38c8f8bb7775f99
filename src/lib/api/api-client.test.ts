import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { apiCall, ApiError } from './api-client';

type Sent = { url: string; init: RequestInit };
let sent: Sent[] = [];

function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  sent = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    sent.push({ url: String(input), init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status, headers });
  });
}

const headersOf = (call: Sent) => call.init.headers as Record<string, string>;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the API client', () => {
  it('asks in the page language, upper-cased, and reads the JSON answer', async () => {
    answering(200, { rows: [1, 2] });
    await expect(apiCall<{ rows: number[] }>('/client/v4/brands', { lng: 'ru' })).resolves.toEqual({ rows: [1, 2] });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toMatch(/\/client\/v4\/brands$/);
    expect(sent[0].init.method).toBe('GET');
    expect(headersOf(sent[0])).toEqual({ accept: 'application/json', lng: 'RU' });
    expect(sent[0].init).not.toHaveProperty('credentials');
  });

  it('posts a body as JSON, with the headers and credentials of the call', async () => {
    answering(200, { id: 4 });
    await apiCall('/client/v4/orders', {
      lng: 'tm',
      body: { a: 1 },
      headers: { 'idempotency-key': 'k1' },
      credentials: 'include',
    });
    expect(sent[0].init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'include' });
    expect(headersOf(sent[0])).toEqual({
      accept: 'application/json',
      lng: 'TM',
      'content-type': 'application/json',
      'idempotency-key': 'k1',
    });
  });

  it('sends a form as it is, leaving its content type to the browser', async () => {
    answering(200, { status: 200 });
    const form = new FormData();
    form.append('photo', new Blob(['x'], { type: 'image/png' }), 'photo.png');
    await apiCall('/auth/v2/photo', { lng: 'en', method: 'POST', body: form });
    expect(sent[0].init.body).toBe(form);
    expect(headersOf(sent[0])).not.toHaveProperty('content-type');
  });

  it('takes an empty answer as null', async () => {
    answering(204, '');
    await expect(apiCall('/auth/v2/addresses/1', { lng: 'en', method: 'DELETE' })).resolves.toBeNull();
  });

  it('turns a refusal into ApiError with the status, code, translated message, wait and body', async () => {
    const body = { statusCode: 429, error: 'Too Many Requests', message: 'Garaşyň!', code: 'tooManyRequests' };
    answering(429, body, { 'retry-after': '12.2' });
    const error = await apiCall('/auth/v2/signin', { lng: 'tm', body: {} }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'tooManyRequests', message: 'Garaşyň!', retryAfter: 13, body });
  });

  it("keeps the status text when the answer is not the API's JSON (a proxy's page)", async () => {
    answering(502, '<html>Bad gateway</html>');
    const error = await apiCall('/client/v4/products', { lng: 'en' }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 502, code: undefined, retryAfter: undefined, body: null });
  });

  it('names no answer at all status 0', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiCall('/client/v4/products', { lng: 'en' }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch' });
  });

  it('lets an abort reject as fetch does, not as a failed call', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(abort);
    await expect(apiCall('/auth/v2/verify', { lng: 'en', signal: controller.signal })).rejects.toBe(abort);
  });
});

describe("the catalogue's answers (spec §5: 200, 400 and 404)", () => {
  it('hands a 404 to the caller with its status and the answer it carried', async () => {
    answering(404, { statusCode: 404, error: 'Not Found', message: 'Haryt tapylmady' });
    await expect(apiCall('/client/v4/products/9', { lng: 'tm' })).rejects.toMatchObject({
      status: 404,
      message: 'Haryt tapylmady',
      body: { statusCode: 404, error: 'Not Found', message: 'Haryt tapylmady' },
    });
  });

  it('hands a server error over as one too, with its status', async () => {
    answering(500, { message: 'boom' });
    await expect(apiCall('/client/v4/products/9', { lng: 'tm' })).rejects.toMatchObject({ status: 500 });
  });
});
