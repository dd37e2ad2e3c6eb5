import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contactMessages, extra } from '@contract/messages';
import { ContactPage } from '@/features/pages/components/contact-page';
import { server } from './msw-server';
import { renderApp } from './render-app';
import { fail, on } from './handlers/contract';
import type { Answer } from './handlers/contract';

async function renderContact() {
  const user = userEvent.setup();
  await renderApp(<ContactPage />, { route: '/contact', toasts: true });
  const form = await screen.findByRole('form', { name: 'Зурвас илгээх' });
  return {
    user,
    form,
    name: within(form).getByRole('textbox', { name: 'Нэр' }),
    replyTo: within(form).getByRole('textbox', { name: 'Утас эсвэл имэйл' }),
    message: within(form).getByRole('textbox', { name: 'Зурвас' }),
    submit: within(form).getByRole('button', { name: /Илгээх/ }),
  };
}

/** Records what the form posted; answers with the given response. */
function captureContact(answer: () => Answer<'contact'>) {
  const bodies: unknown[] = [];
  server.use(
    on('contact', async ({ body }) => {
      bodies.push(await body());
      return answer();
    }),
  );
  return bodies;
}

describe('contact form', () => {
  it('shows the contact details', async () => {
    await renderContact();
    const details = screen.getByRole('region', { name: 'Холбоо барих мэдээлэл' });
    expect(within(details).getByRole('link', { name: '7700-0000' }).getAttribute('href')).toBe(
      'tel:+97677000000',
    );
    expect(within(details).getByRole('link', { name: 'info@btv.mn' })).toBeTruthy();
  });

  it('names every missing field in Mongolian and sends nothing', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    const { user, name, replyTo, message, submit } = await renderContact();
    await user.click(submit);

    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(contactMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(contactMessages.replyToRequired)).toBeTruthy();
    expect(screen.getByText(contactMessages.bodyRequired)).toBeTruthy();
    expect(replyTo.getAttribute('aria-invalid')).toBe('true');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    // The first problem gets focus, and the message is tied to its field.
    expect(document.activeElement).toBe(name);
    const described = name.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      contactMessages.nameRequired,
    );
  });

  it('tells a bad phone from a bad e-mail, and clears a message once fixed', async () => {
    const { user, name, replyTo, message, submit } = await renderContact();
    await user.type(name, 'Болд');
    await user.type(message, 'Сайн байна уу?');
    await user.type(replyTo, '9911');
    await user.click(submit);
    expect(screen.getByText(contactMessages.phoneInvalid)).toBeTruthy();

    await user.clear(replyTo);
    await user.type(replyTo, 'bold@');
    expect(screen.getByText(contactMessages.emailInvalid)).toBeTruthy();

    await user.type(replyTo, 'btv.mn');
    expect(screen.queryByText(contactMessages.emailInvalid)).toBeNull();
    expect(replyTo.getAttribute('aria-invalid')).toBeNull();
  });

  it('posts name, phone and message, shows a success toast and clears the form', async () => {
    const bodies = captureContact(() => ({ status: true, msg: contactMessages.sent }));
    const { user, name, replyTo, message, submit } = await renderContact();
    await user.type(name, '  Болд ');
    await user.type(replyTo, '9911-2233');
    await user.type(message, 'Театрын түрээсийн талаар асуулт байна.');
    await user.click(submit);

    const toasts = screen.getByRole('region', { name: 'Мэдэгдлүүд' });
    expect(await within(toasts).findByText(contactMessages.sent)).toBeTruthy();
    expect(bodies).toEqual([
      { name: 'Болд', phone: '99112233', body: 'Театрын түрээсийн талаар асуулт байна.' },
    ]);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe(''));
    expect((message as HTMLTextAreaElement).value).toBe('');
  });

  it('sends an e-mail when one is given instead of a phone', async () => {
    const bodies = captureContact(() => ({ status: true, msg: contactMessages.sent }));
    const { user, name, replyTo, message, submit } = await renderContact();
    await user.type(name, 'Сараа');
    await user.type(replyTo, 'saraa@example.mn');
    await user.type(message, 'Санал');
    await user.click(submit);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: 'Сараа', email: 'saraa@example.mn', body: 'Санал' });
  });

  it('keeps everything typed and shows the server message when sending fails', async () => {
    captureContact(() => fail(429, extra.tooManyRequests));
    const { user, name, replyTo, message, submit, form } = await renderContact();
    await user.type(name, 'Болд');
    await user.type(replyTo, '99112233');
    await user.type(message, 'Дахин илгээх гэж байна');
    await user.click(submit);

    expect((await within(form).findByRole('alert')).textContent).toContain(extra.tooManyRequests);
    expect((name as HTMLInputElement).value).toBe('Болд');
    expect((replyTo as HTMLInputElement).value).toBe('99112233');
    expect((message as HTMLTextAreaElement).value).toBe('Дахин илгээх гэж байна');
    // Quiet call: the form says it once, no error toast repeats it.
    expect(
      within(screen.getByRole('region', { name: 'Мэдэгдлүүд' })).queryByText(extra.tooManyRequests),
    ).toBeNull();
  });
});
