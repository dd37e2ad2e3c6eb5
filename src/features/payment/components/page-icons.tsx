import { Icon, type IconProps } from '@/ui/icons';

/** The extension pages' stroke icons, drawn like src/ui/icons.tsx (24px grid, decorative). */

export const BankIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 9.5 12 4.5l8.5 5M5 9.5h14M6 10v7M10 10v7M14 10v7M18 10v7M4 19.5h16" />
  </Icon>
);
export const BuildingIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 20.5V4.5h9v16M14 9.5h5v11M3.5 20.5h17" />
    <path d="M8 8h3M8 11.5h3M8 15h3" />
  </Icon>
);
export const SparkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3.5v4M12 16.5v4M3.5 12h4M16.5 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18" />
  </Icon>
);
