/** Search texts in Mongolian. */
export const searchTexts = {
  label: 'Хайх',
  placeholder: 'Цуврал, кино хайх…',
  searching: 'Хайж байна…',
  noResults: (q: string) => `“${q}” гэсэн илэрц олдсонгүй.`,
  results: (n: number) => `${n} илэрц`,
  pageTitle: 'Хайлт',
  hint: 'Цуврал, кино, театрын нэр эсвэл түлхүүр үгээр хайна уу.',
  failed: 'Хайлт хийж чадсангүй.',
  clear: 'Цэвэрлэх',
} as const;
