const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Megabytes with one decimal, no unit: '12.3'. Progress reads 'X.X / Y.Y МБ', one unit for both. */
export function megabytes(bytes: number): string {
  return (bytes / MB).toFixed(1);
}

/** '12.3 МБ', or '1.2 ГБ' from a gigabyte up (what the browser allows is often many). */
export function formatSize(bytes: number): string {
  return bytes >= GB ? `${(bytes / GB).toFixed(1)} ГБ` : `${megabytes(bytes)} МБ`;
}

/** Whole megabytes, at least 1 for anything above nothing, so "0 МБ хэрэгтэй" never shows. */
export const wholeMegabytes = (bytes: number): number =>
  bytes <= 0 ? 0 : Math.max(1, Math.round(bytes / MB));
