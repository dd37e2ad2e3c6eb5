import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { DetailError } from './detail-error';

/** A detail route's loader failed: retry reruns the loader rather than only re-rendering. */
export function DetailRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <DetailError
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
