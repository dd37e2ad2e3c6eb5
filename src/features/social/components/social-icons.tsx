import { Icon as BaseIcon, type IconProps as BaseProps } from '@/ui/icons';

type IconProps = BaseProps & { filled?: boolean };

/** The social controls' own glyphs, 20px on the app's icon base; `filled` shows a chosen state. */
function Icon({ filled: _filled, ...props }: IconProps) {
  return <BaseIcon size={20} {...props} />;
}

const fill = (on: boolean | undefined) => (on ? 'currentColor' : 'none');

export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" fill={fill(p.filled)} />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </Icon>
);
export const FlagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
  </Icon>
);
export const ReplyIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 7 4 12l5 5" />
    <path d="M4 12h10a6 6 0 0 1 6 6v1" />
  </Icon>
);
export const MoreIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="5" cy="12" r="1.5" fill="currentColor" />
    <circle cx="12" cy="12" r="1.5" fill="currentColor" />
    <circle cx="19" cy="12" r="1.5" fill="currentColor" />
  </Icon>
);
