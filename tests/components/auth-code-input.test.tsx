import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CodeInput } from '@/ui/code-input';

function Harness({ length, kind }: { length: number; kind?: 'phone' | 'code' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <CodeInput length={length} kind={kind} label="SMS код" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const boxes = () => within(screen.getByRole('group', { name: 'SMS код' })).getAllByRole('textbox');
const value = () => screen.getByTestId('value').textContent;

describe('CodeInput', () => {
  it('is a labelled group of one box per digit, each named for screen readers', () => {
    render(<Harness length={4} />);
    const all = boxes();
    expect(all).toHaveLength(4);
    expect(all.map((b) => b.getAttribute('aria-label'))).toEqual([
      '1-р орон',
      '2-р орон',
      '3-р орон',
      '4-р орон',
    ]);
    expect(all[0]?.getAttribute('inputmode')).toBe('numeric');
  });

  it('takes digits only and moves to the next box', async () => {
    const user = userEvent.setup();
    render(<Harness length={4} />);
    await user.click(boxes()[0]!);
    await user.keyboard('1a2-b3 4');
    expect(value()).toBe('1234');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('fills every box from a paste, keeping only the digits', async () => {
    const user = userEvent.setup();
    render(<Harness length={6} />);
    await user.click(boxes()[0]!);
    await user.paste('Код: 482 913');
    expect(value()).toBe('482913');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('keeps the last 8 digits of a pasted phone with its country code', async () => {
    const user = userEvent.setup();
    render(<Harness length={8} kind="phone" />);
    await user.click(boxes()[0]!);
    await user.paste('+976 9911-9911');
    expect(value()).toBe('99119911');
  });

  it('steps back with Backspace, clearing as it goes', async () => {
    const user = userEvent.setup();
    render(<Harness length={4} />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(document.activeElement).toBe(boxes()[3]);
    // The fourth box is empty: Backspace clears the third and moves there.
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(value()).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('moves with the arrows, Home and End, and overwrites the box it is on', async () => {
    const user = userEvent.setup();
    render(<Harness length={4} />);
    await user.click(boxes()[0]!);
    await user.keyboard('1234');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(boxes()[1]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(boxes()[0]);
    await user.keyboard('9');
    expect(value()).toBe('9234');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(boxes()[3]);
    // Arrows stop at the ends.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(boxes()[3]);
  });
});
