import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { studioMessages } from '@contract/studio/messages';
import { GrantForm } from '@/studio/rooms/staff/grant-form';
import { readable } from '@/studio/rooms/audit/audit-change';
import { auditQuery, filterProblem } from '@/studio/rooms/audit/audit-filter';
import { studioSession } from '@/studio/session/studio-session';
import { server } from './msw-server';

afterEach(() => studioSession.end());

function renderGrant() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <GrantForm />
    </QueryClientProvider>,
  );
}

describe('the grant form', () => {
  it("shows the server's 422 message under its field, tied to it for a screen reader", async () => {
    studioSession.open({ token: 't', expiresAt: '2026-11-29T12:00:00.000Z' });
    server.use(
      http.post('/api/studio/staff/grant', () =>
        HttpResponse.json(
          {
            status: false,
            msg: studioMessages.fieldsInvalid,
            fields: { phone: studioMessages.unknownPhone },
          },
          { status: 422 },
        ),
      ),
    );
    renderGrant();
    await userEvent.type(screen.getByLabelText('Утасны дугаар'), '80000000');
    await userEvent.selectOptions(screen.getByLabelText('Эрх'), 'editor');
    await userEvent.click(screen.getByRole('button', { name: 'Эрх олгох' }));
    const phone = screen.getByLabelText('Утасны дугаар');
    await screen.findByText(studioMessages.unknownPhone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const described = phone.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(studioMessages.unknownPhone);
    expect(screen.getByLabelText('Эрх').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(studioMessages.fieldsInvalid);
  });

  it('says the grant was saved in the live region', async () => {
    studioSession.open({ token: 't', expiresAt: '2026-11-29T12:00:00.000Z' });
    server.use(
      http.post('/api/studio/staff/grant', () => HttpResponse.json({ status: true, msg: 'ok' })),
    );
    renderGrant();
    await userEvent.type(screen.getByLabelText('Утасны дугаар'), '99112233');
    await userEvent.selectOptions(screen.getByLabelText('Эрх'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Эрх олгох' }));
    await screen.findByText(studioMessages.saved);
    expect(screen.getByLabelText<HTMLInputElement>('Утасны дугаар').value).toBe('');
  });
});

describe('the audit room', () => {
  it('reads 8 digits as a phone and fewer as a user id', () => {
    const base = { entity: '', from: '', to: '', page: 1 };
    expect(auditQuery({ ...base, person: '99112233' })).toMatchObject({ phone: '99112233' });
    expect(auditQuery({ ...base, person: '42' })).toMatchObject({ user: '42', phone: undefined });
    expect(filterProblem({ ...base, person: 'abc' })?.field).toBe('person');
    expect(
      filterProblem({ ...base, person: '', from: '2026-11-29', to: '2026-11-01' })?.field,
    ).toBe('to');
  });

  it('shows a change readably: role lists by name', () => {
    expect(readable('["admin"]')).toBe('Админ');
    expect(readable('[]')).toBe('(хоосон)');
    expect(readable('{"title":"Шинэ"}')).toBe('title: Шинэ');
    expect(readable(null)).toBe('—');
  });
});
