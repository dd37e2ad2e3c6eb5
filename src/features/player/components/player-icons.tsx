import { Icon as BaseIcon, type IconProps } from '@/ui/icons';

/** Player glyphs on a 24px grid; always decorative (the buttons carry the names). */
function Icon(props: IconProps) {
  return <BaseIcon strokeWidth={1.9} {...props} />;
}

export const PlayGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
  </Icon>
);
export const PauseGlyph = (p: IconProps) => (
  <Icon {...p}>
    <rect x="6" y="4.5" width="4" height="15" rx="1" fill="currentColor" stroke="none" />
    <rect x="14" y="4.5" width="4" height="15" rx="1" fill="currentColor" stroke="none" />
  </Icon>
);
export const ReplayGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 12a8 8 0 1 0 2.4-5.7" />
    <path d="M4 4.5v4h4" />
  </Icon>
);
export const VolumeGlyph = ({ level, ...p }: IconProps & { level: 0 | 1 | 2 }) => (
  <Icon {...p}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
    {level === 0 ? <path d="m16 9.5 5 5m0-5-5 5" /> : <path d="M15.5 9a4 4 0 0 1 0 6" />}
    {level === 2 ? <path d="M18 6.5a7.5 7.5 0 0 1 0 11" /> : null}
  </Icon>
);
export const GearGlyph = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </Icon>
);
export const FullscreenGlyph = ({ exit, ...p }: IconProps & { exit: boolean }) => (
  <Icon {...p}>
    {exit ? (
      <path d="M9 4v5H4m11-5v5h5M9 20v-5H4m11 5v-5h5" />
    ) : (
      <path d="M4 9V4h5m6 0h5v5M4 15v5h5m6 0h5v-5" />
    )}
  </Icon>
);
export const PipGlyph = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <rect x="12" y="11.5" width="7" height="5.5" rx="1" fill="currentColor" stroke="none" />
  </Icon>
);
export const NextGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 5v14l10-7z" fill="currentColor" />
    <path d="M18.5 5v14" strokeWidth="2.4" />
  </Icon>
);
export const SkipGlyph = ({ back, ...p }: IconProps & { back: boolean }) => (
  <Icon {...p}>
    {back ? (
      <>
        <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" />
        <path d="M4.5 4.5v4h4" />
      </>
    ) : (
      <>
        <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
        <path d="M19.5 4.5v4h-4" />
      </>
    )}
    <text
      x="12"
      y="15.2"
      textAnchor="middle"
      fontSize="7.5"
      fontWeight="700"
      fill="currentColor"
      stroke="none"
    >
      10
    </text>
  </Icon>
);
export const KeyboardGlyph = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <path d="M6 10h.01M9.5 10h.01M13 10h.01M16.5 10h.01M7 14h10" />
  </Icon>
);
export const CheckGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
export const ChevronGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);
