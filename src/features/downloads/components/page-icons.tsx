import { Icon, type IconProps } from '@/ui/icons';

/** Glyphs only the downloads page draws, on the app's icon base (src/ui/icons.tsx). */
export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5" />
    <path d="M10 11v5M14 11v5" />
  </Icon>
);
export const ResumeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4.5v10M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />
  </Icon>
);
export const RenewIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3L19.5 9" />
    <path d="M19.5 4.5V9H15" />
  </Icon>
);
