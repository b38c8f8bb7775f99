import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';

type Hoist = (target: object, source: object, excluded?: Record<string, true>) => object;
const hoist = createRequire(__filename)('./hoist-statics.cjs') as Hoist;
const upstream = createRequire(__filename)('hoist-non-react-statics') as Hoist;

/** A component with the statics a library adds, and the ones React itself reads. */
function source() {
  function Source() {
    return null;
  }
  const marker = Symbol('marker');
  Object.assign(Source, { fetchData: () => 'data', WrappedComponent: 'inner', displayName: 'Source' });
  Object.assign(Source, { defaultProps: { a: 1 }, propTypes: {}, contextType: {}, [marker]: 7 });
  return { Source, marker };
}

describe("the browser build's hoist-non-react-statics", () => {
  it('copies what the package copies, and leaves what React reads', () => {
    for (const implementation of [hoist, upstream]) {
      const { Source, marker } = source();
      const Target = function Target() {
        return null;
      };
      const result = implementation(Target, Source) as Record<string | symbol, unknown>;
      expect(result).toBe(Target);
      expect(typeof result.fetchData).toBe('function');
      expect(result.WrappedComponent).toBe('inner');
      expect(result[marker]).toBe(7);
      expect(result.defaultProps).toBeUndefined();
      expect(result.propTypes).toBeUndefined();
      expect(result.contextType).toBeUndefined();
      expect(result.displayName).toBeUndefined();
      expect(result.name).toBe('Target');
    }
  });

  it('leaves out the names a caller excludes, and a string source alone', () => {
    const { Source } = source();
    const Target = function Target() {
      return null;
    };
    const result = hoist(Target, Source, { fetchData: true }) as Record<string, unknown>;
    expect(result.fetchData).toBeUndefined();
    expect(result.WrappedComponent).toBe('inner');
    expect(hoist(Target, 'div' as unknown as object)).toBe(Target);
  });
});
