import { createFileRoute } from '@tanstack/react-router';

/** /downloads/{id}: plays one download from the device, with or without a network. Being built. */
export const Route = createFileRoute('/downloads/$downloadId')({
  component: () => null,
});
