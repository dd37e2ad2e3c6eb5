import { createFileRoute } from '@tanstack/react-router';

/** /downloads: the user's offline downloads (decision 029). The page is being built. */
export const Route = createFileRoute('/downloads/')({
  component: () => null,
});
