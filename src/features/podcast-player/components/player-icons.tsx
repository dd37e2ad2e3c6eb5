import { Icon, type IconProps } from '@/ui/icons';

/** The player's own icons (24px grid, decorative): kept out of src/ui so the entry stays small. */

export const PreviousIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M17.5 6v12L9 12z" fill="currentColor" stroke="none" />
    <path d="M6.5 6v12" strokeWidth="2.2" />
  </Icon>
);
export const NextIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6.5 6v12L15 12z" fill="currentColor" stroke="none" />
    <path d="M17.5 6v12" strokeWidth="2.2" />
  </Icon>
);

const Seconds = ({ n }: { n: number }) => (
  <text
    x="12"
    y="15.6"
    textAnchor="middle"
    fontSize="7.5"
    fontWeight="700"
    fill="currentColor"
    stroke="none"
    fontFamily="system-ui, sans-serif"
  >
    {n}
  </text>
);

export const Back15Icon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5.2 8.5A8 8 0 1 1 4 12.5" />
    <path d="M4.6 4.2v4.6h4.6" />
    <Seconds n={15} />
  </Icon>
);
export const Forward30Icon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M18.8 8.5A8 8 0 1 0 20 12.5" />
    <path d="M19.4 4.2v4.6h-4.6" />
    <Seconds n={30} />
  </Icon>
);
export const VolumeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
    <path d="M15.5 9a4.5 4.5 0 0 1 0 6M18 6.5a8 8 0 0 1 0 11" />
  </Icon>
);
export const MutedIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
    <path d="m16 9.5 5 5M21 9.5l-5 5" />
  </Icon>
);
export const QueueIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6.5h12M4 11.5h12M4 16.5h7" />
    <path d="M15 14.5v5l4-2.5z" fill="currentColor" />
  </Icon>
);
export const MoonIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M19.5 14.5A7.5 7.5 0 0 1 9.5 4.5a7.5 7.5 0 1 0 10 10z" />
  </Icon>
);
/** Three bars standing for "sounding now" next to the current track in the queue. */
export const EqualizerIcon = (p: IconProps) => (
  <Icon {...p} fill="currentColor" stroke="none">
    <rect x="5" y="9" width="3" height="10" rx="1" />
    <rect x="10.5" y="5" width="3" height="14" rx="1" />
    <rect x="16" y="12" width="3" height="7" rx="1" />
  </Icon>
);
