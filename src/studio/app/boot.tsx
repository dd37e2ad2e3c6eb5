import { createRoot } from 'react-dom/client';
import { CodeInput } from '@/ui/code-input';
import { studioMessages } from '@contract/studio/messages';

export function boot(root: HTMLElement) {
  createRoot(root).render(
    <div>
      {studioMessages.noRole}
      <CodeInput length={4} value="" onChange={() => {}} label="x" />
    </div>,
  );
}
