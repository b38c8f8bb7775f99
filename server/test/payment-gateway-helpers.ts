import type { FastifyInstance } from 'fastify';

/** A form-encoded POST to the gateway simulator, as a browser sends its forms. */
export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The card form (its URL from register.do) sent with a test card, valid otherwise; answers the simulator's answer. */
export function sendCard(app: FastifyInstance, formUrl: string, fields: Record<string, string>) {
  const url = new URL(formUrl);
  return postForm(app, url.pathname, {
    mdOrder: url.searchParams.get('mdOrder') ?? '',
    language: url.searchParams.get('language') ?? 'tk',
    expiry: '12/30',
    cvc: '123',
    name: 'AÝNA ORAZOWA',
    ...fields,
  });
}

/** The shopper pays at the card form with `pan`: answers where the simulator sent the browser. */
export async function payAtForm(app: FastifyInstance, formUrl: string, pan: string): Promise<string> {
  const answer = await sendCard(app, formUrl, { pan });
  if (answer.statusCode !== 303)
    throw new Error(`the card form answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  return String(answer.headers.location);
}
