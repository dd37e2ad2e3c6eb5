import { useToasts } from '@/lib/toast-store';

/** The toasts as a plain list named "toasts", so a test reads their texts without the region. */
export function Toasts() {
  const toasts = useToasts();
  return (
    <ul aria-label="toasts">
      {toasts.map((t) => (
        <li key={t.id} data-count={t.count}>
          {t.message}
        </li>
      ))}
    </ul>
  );
}
