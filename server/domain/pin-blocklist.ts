/*
 * PINs refused when a PIN is set (registration, reset, change). A 4-digit PIN is 13 bits; the
 * guesses an attacker tries first are the ones people pick most, so those go. Markert et al.
 * (IEEE S&P 2020) found iOS blocks 274 PINs and that a list of about 10% of the space works best;
 * this one is the patterns below plus the DataGenetics top list (~4% of the space).
 */

/** The most common 4-digit PINs in the DataGenetics study of 3.4M PINs (top ~60, in order). */
const dataGeneticsTop = [
  '1234', '1111', '0000', '1212', '7777', '1004', '2000', '4444', '2222', '6969',
  '9999', '3333', '5555', '6666', '1122', '1313', '8888', '4321', '2001', '1010',
  '2580', '0852', '1357', '2468', '1100', '1230', '0101', '1000', '0007', '1998',
  '1999', '1986', '1987', '1985', '2112', '1221', '0123', '9876', '5683', '3141',
  '1023', '0911', '1024', '0420', '7410', '0147', '3690', '0963', '1470', '0741',
  '8520', '0258', '1478', '3698', '7896', '5678', '6789', '2345', '1379', '9731',
]; // prettier-ignore

function patterns(): string[] {
  const pins: string[] = [];
  for (let d = 0; d <= 9; d++) pins.push(String(d).repeat(4)); // 0000, 1111, …
  for (let start = 0; start <= 9; start++) {
    // Ascending and descending runs, wrapping round: 0123 … 7890, 8901, 9012; 3210 … 0987.
    pins.push([0, 1, 2, 3].map((i) => (start + i) % 10).join(''));
    pins.push([0, 1, 2, 3].map((i) => (start - i + 10) % 10).join(''));
  }
  for (let year = 1900; year <= 2099; year++) pins.push(String(year)); // birth and event years
  for (let a = 0; a <= 9; a++) {
    for (let b = 0; b <= 9; b++) {
      if (a === b) continue;
      pins.push(`${a}${b}${a}${b}`); // 1212
      pins.push(`${a}${a}${b}${b}`); // 1122
      pins.push(`${a}${b}${b}${a}`); // 1221
    }
  }
  return pins;
}

export const pinBlocklist: ReadonlySet<string> = new Set([...dataGeneticsTop, ...patterns()]);

export function isCommonPin(pin: string): boolean {
  return pinBlocklist.has(pin);
}
