import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-client';
import { LoadError } from '@/ui/status-view';

interface Props {
  error: unknown;
  /** The router error boundary's reset. */
  reset: () => void;
}

/**
 * A route's failed load (server error, offline) with the server's msg and a retry that clears
 * the failed query and runs the loader again; a plain boundary reset would not refetch.
 */
export function PageLoadError({ error, reset }: Props) {
  const router = useRouter();
  const queryBoundary = useQueryErrorResetBoundary();
  const message = error instanceof ApiError ? error.msg : undefined;
  return (
    <LoadError
      headingLevel={1}
      message={message}
      onRetry={() => {
        queryBoundary.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
}
