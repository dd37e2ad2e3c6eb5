import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@contract/endpoints';
import { apiCall } from '@/lib/api-client';

export type ContactMessage = BodyOf<'contact'>;

// Quiet: the form shows the server's msg next to the submit button and keeps what was typed.
export const sendContact = (body: ContactMessage) => apiCall('contact', { body, quiet: true });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
