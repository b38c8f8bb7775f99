/**
 * docs/adr/010: a JSON body is read with the types it was sent in. Query strings and paths are text,
 * so they are coerced to their declared types ('2' is 2); a body carries its own types, so
 * "0x10", " 2 ", true or [2] for a whole number, a price as text, or a number for a text is a 400
 * naming the field, on every route the OpenAPI document lists.
 */
import { eq } from 'drizzle-orm';
import { orders, users } from '../../server/src/db/schema';
import { message, messageWith, type MessageId } from '../../server/src/lib/messages';
import { call, lastCode, signInByCode, TestClock } from '../../server/test/auth-helpers';
import { startTestApp, type TestApp } from '../../server/test/helpers';
import { newIp, newPhone, newShopper, orderBody, orderCall, productsInStock } from '../../server/test/order-helpers';
import { apiRoutes, bodyWith, urlOf, validValue, type ApiRoute, type JsonSchema } from './openapi-routes';

const TOKEN = 'typed-bodies-admin-token';
const clock = new TestClock();

let t: TestApp;
let routes: ApiRoute[];
beforeAll(async () => {
  t = await startTestApp({ config: { adminToken: TOKEN, now: clock.now } });
  routes = apiRoutes(t.app);
});
afterAll(() => t.close());

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
const takesNull = (schema: JsonSchema) =>
  schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));

const TYPE_REASONS: Record<string, MessageId> = {
  number: 'mustBeNumber',
  integer: 'mustBeInteger',
  boolean: 'mustBeBoolean',
  string: 'mustBeText',
  array: 'mustBeList',
};

/** 'Invalid value: body/lines/0/count must be a whole number', in `lng`. */
const wrongType = (at: (string | number)[], type: string, lng = 'en' as const) =>
  `${message('invalidValue', lng)}: body${at.map((step) => `/${step}`).join('')} ${message(TYPE_REASONS[type], lng)}`;

interface Leaf {
  at: (string | number)[];
  schema: JsonSchema;
  /** inside an anyOf: ajv names the branch it tried first, not necessarily this field */
  inUnion: boolean;
}

/** Every scalar and list field of a body schema, with the path of keys and indexes to it. */
function leaves(schema: JsonSchema, at: (string | number)[] = [], inUnion = false): Leaf[] {
  if (schema.anyOf) return schema.anyOf.flatMap((branch) => leaves(branch, at, true));
  const type = typeOf(schema);
  if (type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
      leaves(property, [...at, name], inUnion),
    );
  }
  const here = type && TYPE_REASONS[type] ? [{ at, schema, inUnion }] : [];
  return type === 'array' && schema.items ? [...here, ...leaves(schema.items, [...at, 0], inUnion)] : here;
}

/** Values of another JSON type that ajv's `coerceTypes: 'array'` would turn into `valid`'s type. */
function coercible(schema: JsonSchema): unknown[] {
  const valid = validValue(schema);
  const orNull = takesNull(schema) ? [] : [null];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return [String(valid), ` ${String(valid)} `, `0x${Number(valid).toString(16)}`, [valid], true, ...orNull];
    case 'boolean':
      return ['true', 1, [valid], ...orNull];
    case 'string':
      return [[valid], 1, true, ...orNull];
    case 'array':
      return schema.items ? [validValue(schema.items)] : [];
    default:
      return [];
  }
}

let remote = 0;
async function send(route: ApiRoute, body: unknown) {
  const response = await t.app.inject({
    method: route.method as 'POST',
    url: urlOf(route, {}),
    // Each request from its own address: the per-address limits (stock alerts, codes) stay out of the way.
    remoteAddress: `198.18.${(++remote >> 8) & 255}.${remote & 255}`,
    headers: {
      lng: 'EN',
      'content-type': 'application/json',
      ...(route.admin ? { 'x-admin-token': TOKEN } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, message: (response.json() as { message?: string }).message ?? '' };
}

const isValidationRefusal = (answer: { status: number; message: string }) =>
  answer.status === 400 && answer.message.startsWith(`${message('invalidValue', 'en')}: `);

describe('every JSON body of the OpenAPI document', () => {
  it('refuses a value of another JSON type in any field with a 400 that names it', async () => {
    let tried = 0;
    let named = 0;
    for (const route of routes.filter((candidate) => candidate.body)) {
      const accounts = route.path.startsWith('/auth/');
      for (const { at, schema, inUnion } of leaves(route.body!)) {
        // With the field well typed, is the rest of the body valid? Then the refusal must name the field.
        const baseline =
          accounts || inUnion ? undefined : await send(route, bodyWith(route.body!, at, validValue(schema)));
        const exact = baseline !== undefined && !isValidationRefusal(baseline);
        for (const value of coercible(schema)) {
          tried++;
          const answer = await send(route, bodyWith(route.body!, at, value));
          const sent = `${route.method} ${route.path} ${at.join('/')}=${JSON.stringify(value)}`;
          expect({ sent, status: answer.status }).toEqual({ sent, status: 400 });
          if (accounts) {
            // The accounts calls answer the spec's own 'Invalid parameters' (docs/adr/015).
            expect({ sent, message: answer.message }).toEqual({ sent, message: message('invalidParameters', 'en') });
          } else if (exact) {
            named++;
            expect({ sent, message: answer.message }).toEqual({ sent, message: wrongType(at, typeOf(schema)!) });
          } else {
            expect({ sent, refused: isValidationRefusal(answer) }).toEqual({ sent, refused: true });
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(150);
    expect(named).toBeGreaterThan(40);
  });
});

describe('orders', () => {
  it('refuses counts and prices sent as text, true or a list, in each language, and places nothing', async () => {
    const shopper = await newShopper(t.app, clock);
    const [product] = await productsInStock(t.database.db, 1);
    const withLine = (line: Record<string, unknown>) => {
      const body = orderBody([product], shopper.phone);
      return { ...body, lines: [{ ...body.lines[0], ...line }] };
    };
    for (const count of ['0x10', ' 2 ', '2', true, [2], null]) {
      const answer = await orderCall(t.app, 'POST', '', { shopper, body: withLine({ count }) });
      expect([JSON.stringify(count), answer.status, answer.body.message]).toEqual([
        JSON.stringify(count),
        400,
        wrongType(['lines', 0, 'count'], 'integer'),
      ]);
    }
    for (const cartPrice of [String(product.price), `${product.price} `, [product.price]]) {
      const answer = await orderCall(t.app, 'POST', '', { shopper, body: withLine({ cartPrice }), lng: 'RU' });
      expect([answer.status, answer.body.message]).toEqual([
        400,
        `Неверное значение: body/lines/0/cartPrice ${message('mustBeNumber', 'ru')}`,
      ]);
    }
    const numericPhone = orderBody([product], shopper.phone, {
      recipient: { name: 'Aýna', surname: 'Orazowa', phone: Number(shopper.phone) as unknown as string },
    });
    const phone = await orderCall(t.app, 'POST', '', { shopper, body: numericPhone, lng: 'TM' });
    expect([phone.status, phone.body.message]).toEqual([
      400,
      `Nädogry baha: body/recipient/phone ${message('mustBeText', 'tm')}`,
    ]);
    expect(await t.database.db.select().from(orders)).toHaveLength(0);

    // The same order, well typed, is placed.
    const placed = await orderCall(t.app, 'POST', '', { shopper, body: withLine({ count: 2 }) });
    expect(placed.status).toBe(200);
  });

  it('refuses a quick order whose count or product is text', async () => {
    const [product] = await productsInStock(t.database.db, 1);
    for (const change of [{ count: '2' }, { productId: String(product.id) }]) {
      const answer = await orderCall(t.app, 'POST', '/fast', {
        body: { productId: product.id, name: 'Aýna', phone: `+${newPhone('9936600')}`, ...change },
        ip: newIp(),
      });
      const [field] = Object.keys(change);
      expect([answer.status, answer.body.message]).toEqual([400, wrongType([field], 'integer')]);
    }
  });
});

describe('the accounts calls', () => {
  it('keep a profile name sent as a number out of the account', async () => {
    const session = await signInByCode(t.app, newPhone('9936800'), { ip: newIp() });
    const refused = await call(t.app, 'POST', 'profile', { session, body: { name: 12345 }, lng: 'EN' });
    expect([refused.status, refused.body.message]).toEqual([400, message('invalidParameters', 'en')]);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, Number(session.auth.id)));
    expect(user.name).not.toBe('12345');
    // As text, digits are still no name (the person-name rule, docs/adr/023): 400 saying what to remove.
    const digits = await call(t.app, 'POST', 'profile', { session, body: { name: '12345' }, lng: 'EN' });
    expect([digits.status, digits.body.message]).toEqual([
      400,
      messageWith('nameCharacters', 'en', { chars: '1 2 3 4 5' }),
    ]);
  });

  it('refuse a code or a phone sent as a number', async () => {
    const phone = newPhone('9936800');
    const ip = newIp();
    const numeric = await call(t.app, 'POST', 'signin', { body: { phone: Number(phone) }, ip });
    expect(numeric.status).toBe(400);
    const sent = await call<{ verification: string }>(t.app, 'POST', 'signin', { body: { phone }, ip });
    expect(sent.status).toBe(200);
    const code = await lastCode(t.app, `+${phone}`);
    const body = { phone, code: Number(code), verification: sent.body.verification };
    const refused = await call(t.app, 'POST', 'verifycode', { body, ip, lng: 'EN' });
    expect([refused.status, refused.body.message]).toEqual([400, message('invalidParameters', 'en')]);
    expect((await call(t.app, 'POST', 'verifycode', { body: { ...body, code }, ip })).status).toBe(200);
  });
});

describe('query strings and paths stay text read as their declared types', () => {
  it("reads '2' as 2 and 'true' as true", async () => {
    const listed = await t.app.inject({ url: '/client/v4/products?limit=2&offset=0&inStock=true' });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { rows: unknown[] }).rows).toHaveLength(2);
    const filtered = await t.app.inject({
      method: 'POST',
      url: '/client/v4/products/filter?limit=2',
      payload: { inStock: true, priceMin: 1 },
    });
    expect(filtered.statusCode).toBe(200);
    expect((filtered.json() as { rows: unknown[] }).rows).toHaveLength(2);
    const [product] = await productsInStock(t.database.db, 1);
    expect((await t.app.inject({ url: `/client/v4/products/${product.id}` })).statusCode).toBe(200);
  });

  it('refuses the same filter in a body when its flag or price is text', async () => {
    for (const [field, value, type] of [
      ['inStock', 'true', 'boolean'],
      ['priceMin', '1', 'number'],
      ['brands', 1, 'array'],
    ] as const) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/client/v4/products/filter?limit=2',
        headers: { lng: 'EN' },
        payload: { [field]: value },
      });
      expect([field, answer.statusCode, answer.json().message]).toEqual([field, 400, wrongType([field], type)]);
    }
  });
});
