import { studioMessages } from '@contract/studio/messages';

export interface SaveStatus {
  kind: 'ok' | 'error';
  text: string;
}

/** What a form's save mutation says in its SaveBar: saved, the server's refusal, or nothing yet. */
export function saveStatus(save: {
  isSuccess: boolean;
  isError: boolean;
  error: Error | null;
}): SaveStatus | null {
  if (save.isSuccess) return { kind: 'ok', text: studioMessages.saved };
  if (save.isError && save.error) return { kind: 'error', text: save.error.message };
  return null;
}
