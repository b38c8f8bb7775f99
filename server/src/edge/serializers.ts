/**
 * Response serializers compiled when a route first answers with a status, instead of all at start.
 * fast-json-stringify checks a response schema and every shared schema again each time it compiles
 * one, so an app that compiled every route's serializers at ready() spent most of its start there
 * (0.3 s of 0.4 s, and more before the code is warm), though an answer needs only its own. The
 * compiler is fast-json-stringify's as Fastify uses it (@fastify/fast-json-stringify-compiler);
 * only the moment changes. `compileAll` compiles those not yet used and answers how many, which is
 * how a test shows that every route's schemas compile.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { atFirstUse } from './first-use';

type Factory = ReturnType<typeof SerializerSelector>;
type Serializer = (doc: unknown) => string;

export function lazySerializers(): { buildSerializer: Factory; compileAll(): number } {
  const factory = SerializerSelector();
  const firstUse = atFirstUse();
  const buildSerializer: Factory = (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => {
      const compiled = firstUse.later<Serializer>(() => compile(route));
      return (doc) => compiled()(doc);
    };
  };
  return { buildSerializer, compileAll: firstUse.compileAll };
}
