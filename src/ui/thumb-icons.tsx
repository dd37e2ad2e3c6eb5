import { Icon, type IconProps } from './icons';

// Apart from icons.tsx, which the header's icons put in the entry chunk: only the watch page's
// like pair and the comments draw these, and both load later.

/** The like and dislike thumbs, 20px like the controls they sit in; `filled` shows a choice. */
export const ThumbUpIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Icon size={20} {...p}>
    <path d="M7 10v11H4V10z" fill={filled ? 'currentColor' : 'none'} />
    <path
      d="M7 10l4-7a2.5 2.5 0 0 1 2.5 2.5V9h5.2a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 17.4 21H7"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Icon>
);
export const ThumbDownIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Icon size={20} {...p}>
    <path d="M17 14V3h3v11z" fill={filled ? 'currentColor' : 'none'} />
    <path
      d="M17 14l-4 7a2.5 2.5 0 0 1-2.5-2.5V15H5.3a2 2 0 0 1-2-2.3l1.3-8A2 2 0 0 1 6.6 3H17"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Icon>
);
