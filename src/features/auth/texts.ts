/** Interface texts of the header's account corner and the login prompt (Mongolian). */
export const authTexts = {
  login: 'Нэвтрэх',
  register: 'Бүртгүүлэх',
  close: 'Хаах',
  loading: 'Нэвтрэлтийг шалгаж байна…',
  idLabel: (id: number) => `ID: ${id}`,
  loginPrompt: {
    title: 'Нэвтэрнэ үү',
    action: 'Нэвтрэх',
  },
} as const;
