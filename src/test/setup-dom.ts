/**
 * Every component test: Testing Library's DOM matchers, and no console.error left unexplained (a
 * missing text, a React warning or an act() slip fails the test that caused it).
 */
import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, jest } from '@jest/globals';
import { format } from 'node:util';

let errors: string[] = [];
let spy: ReturnType<typeof jest.spyOn> | undefined;

beforeEach(() => {
  errors = [];
  spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
});

afterEach(() => {
  spy?.mockRestore();
  spy = undefined;
  if (errors.length) throw new Error(`console.error was called:\n${errors.join('\n---\n')}`);
});
