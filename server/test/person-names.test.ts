/** The contract's one person-name rule (docs/adr/023): the profile, the quick order and the back-in-stock alert use it. */
import { FULL_NAME_MAX_LENGTH, nameCharactersNotAllowed, personNameProblem } from '../src/contract/identity-rules';

describe('personNameProblem', () => {
  it.each([
    ['Aýna', null],
    ['Ogulgerek Berdiýewa', null],
    ["O'Neil", null],
    ['Jean-Luc', null],
    ['Мария-Анна', null],
    ['  Merdan  ', null],
    ['', 'required'],
    ['   ', 'required'],
    ['x'.repeat(101), 'tooLong'],
    ['Jeren 2', 'invalid'],
    ['...', 'invalid'],
    ['-Aman', 'invalid'],
    ['Aman 😀', 'invalid'],
    ['12345', 'invalid'],
  ])('%j -> %j', (typed, problem) => expect(personNameProblem(typed)).toBe(problem));

  it('lets a full name stay empty where it is optional, up to its own length', () => {
    const fullName = { required: false, maxLength: FULL_NAME_MAX_LENGTH };
    expect(personNameProblem('', fullName)).toBeNull();
    expect(personNameProblem('a'.repeat(120), fullName)).toBeNull();
    expect(personNameProblem('a'.repeat(121), fullName)).toBe('tooLong');
  });
});

describe('nameCharactersNotAllowed', () => {
  it.each([
    ['Aýna', []],
    ["O'Neil Jean-Luc", []],
    ['Aman 😀', ['😀']],
    ['Jeren 2 😀 2 👍🏽', ['2', '😀', '👍🏽']],
    ['👨‍👩‍👧 Maral', ['👨‍👩‍👧']],
    ['-Aman', []],
  ])('%j -> %j', (typed, found) => expect(nameCharactersNotAllowed(typed)).toEqual(found));
});
