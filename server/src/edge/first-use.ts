/**
 * Work done at its first use instead of at start-up, with a count of what is still waiting: the
 * route compilers (validation.ts, serializers.ts) make their validators and serializers this way,
 * and `compileAll` makes the rest, which is how a test shows that every one of them compiles.
 */
export function atFirstUse() {
  const pending = new Set<() => unknown>();
  return {
    /** `make`, run once when the answer is first asked for */
    later<T>(make: () => T): () => T {
      let made: { value: T } | undefined;
      const get = () => {
        if (!made) {
          made = { value: make() };
          pending.delete(get);
        }
        return made.value;
      };
      pending.add(get);
      return get;
    },
    /** makes everything not asked for yet; answers how many */
    compileAll(): number {
      const waiting = [...pending];
      for (const get of waiting) get();
      return waiting.length;
    },
  };
}
