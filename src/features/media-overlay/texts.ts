export const overlayTexts = {
  close: 'Хаах',
} as const;
