import { colourName } from '../src/sample/colour-names';

describe('colour names of drawn body colours', () => {
  it.each([
    ['#000000', 'black'],
    ['#101011', 'black'],
    ['#1f2125', 'black'],
    ['#2c2f35', 'graphite'],
    ['#2a2d33', 'graphite'],
    ['#808890', 'grey'],
    ['#c9ced6', 'silver'],
    ['#d9dce1', 'silver'],
    ['#f3f4f6', 'white'],
    ['#ece8e1', 'white'],
    ['#e8e2d6', 'beige'],
    ['#8c6f0c', 'gold'],
    ['#ffc915', 'yellow'],
    ['#ff6900', 'orange'],
    ['#8c3a00', 'brown'],
    ['#c7000b', 'red'],
    ['#e2001a', 'red'],
    ['#f7a8c4', 'pink'],
    ['#6e2c8e', 'purple'],
    ['#1428a0', 'blue'],
    ['#0a2450', 'blue'],
    ['#00a7e1', 'light-blue'],
    ['#d0e1fc', 'light-blue'],
    ['#8ab4f8', 'light-blue'],
    ['#006c4f', 'green'],
    ['#107c10', 'green'],
  ])('%s is %s', (hex, name) => {
    expect(colourName(hex)).toBe(name);
  });
});
