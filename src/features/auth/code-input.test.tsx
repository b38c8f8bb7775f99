import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { CodeInput, emptyCode, fillCells, typedInto } from './code-input';

function Harness({ initial = emptyCode() }: { initial?: string[] }) {
  const [cells, setCells] = useState(initial);
  return (
    <>
      <span id="label">Verification code</span>
      <CodeInput name="code" cells={cells} onChange={setCells} labelledBy="label" />
      <output data-testid="value">{cells.map((cell) => cell || '_').join('')}</output>
    </>
  );
}

const cell = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 4` });
const value = () => screen.getByTestId('value').textContent;

describe('four-cell code input', () => {
  it('is a labelled group of four numeric cells, the first offering the SMS code to autofill', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(cell(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(cell(1)).toHaveAttribute('inputmode', 'numeric');
    expect(cell(2)).toHaveAttribute('autocomplete', 'off');
  });

  it('moves to the next cell after a digit and ignores anything else', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(cell(1));
    await user.keyboard('4');
    expect(cell(2)).toHaveFocus();
    await user.keyboard('x');
    expect(value()).toBe('4___');
    expect(cell(2)).toHaveFocus();
    await user.keyboard('21');
    expect(value()).toBe('421_');
    expect(cell(4)).toHaveFocus();
    await user.keyboard('7');
    expect(value()).toBe('4217');
    expect(cell(4)).toHaveFocus();
  });

  it('Backspace clears a cell, and in an empty cell goes back and clears the one before', async () => {
    const { user } = renderWithProviders(<Harness initial={['1', '2', '3', '']} />);
    await user.click(cell(4));
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12__');
    expect(cell(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(value()).toBe('1___');
    expect(cell(2)).toHaveFocus();
  });

  it('a pasted code fills all four cells, wherever it was pasted', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(cell(3));
    await user.paste('Code: 5 3 0 9');
    expect(value()).toBe('5309');
    expect(cell(4)).toHaveFocus();
  });

  it('takes a whole autofilled code typed into the first cell', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(cell(1), { target: { value: '8642' } });
    expect(value()).toBe('8642');
  });

  it('a digit typed beside the old one replaces it', () => {
    expect(typedInto('3', '35')).toBe('5');
    expect(typedInto('3', '53')).toBe('5');
    expect(typedInto('', '7')).toBe('7');
    expect(typedInto('3', '1234')).toBe('1234');
    expect(fillCells(['', '', '', ''], 2, '987')).toEqual({ cells: ['', '', '9', '8'], last: 3 });
  });
});
