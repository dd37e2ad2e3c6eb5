/** A stored moment in the editor's own time zone, as a person reads it: the date and 24-hour time. */
export const formatMoment = (iso: string) =>
  new Intl.DateTimeFormat('mn-MN', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
