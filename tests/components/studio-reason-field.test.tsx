import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REASON_MAX, reasonText } from '@contract/studio/endpoints/fields';
import { ReasonField } from '@/studio/ui/reason-field';

/*
 * The reason box of the accounts and moderation forms: it stops where the contract's rule does,
 * and the server's message for `reason` is read with it.
 */

function Form({ error }: { error?: string }) {
  const [reason, setReason] = useState('');
  return <ReasonField value={reason} onChange={setReason} error={error} />;
}

describe('the reason field', () => {
  it('takes as much as the server accepts and no more', async () => {
    render(<Form />);
    const box = screen.getByLabelText('Шалтгаан');
    expect(box.getAttribute('name')).toBe('reason');
    expect(box.getAttribute('maxlength')).toBe(String(REASON_MAX));
    expect(reasonText.safeParse('а'.repeat(REASON_MAX)).success).toBe(true);
    expect(reasonText.safeParse('а'.repeat(REASON_MAX + 1)).success).toBe(false);
    await userEvent.type(box, 'Давхар төлбөр');
    expect((box as HTMLInputElement).value).toBe('Давхар төлбөр');
  });

  it("ties the server's message to the box for a screen reader", () => {
    render(<Form error="Энэ талбарыг бөглөнө үү!" />);
    const box = screen.getByLabelText('Шалтгаан');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = box.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Энэ талбарыг бөглөнө үү!');
  });
});
