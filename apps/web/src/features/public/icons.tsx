import type { ReactNode, SVGProps } from 'react';
import type { SiteSettings } from '@armonia/shared';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Every icon here is decorative: the text or aria-label next to it carries the meaning. */
function Svg({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** One icon of the set: its shapes in the shared frame, with any attributes it always carries. */
function icon(shapes: ReactNode, own?: SVGProps<SVGSVGElement>) {
  return function Icon(p: IconProps) {
    return (
      <Svg {...own} {...p}>
        {shapes}
      </Svg>
    );
  };
}

/** The brand mark: a drop-shaped leaf in a circle, as in the favicon. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#0f766e" />
      <path d="M32 14c-6 8-12 14-12 22a12 12 0 0 0 24 0c0-8-6-14-12-22z" fill="#ccfbf1" />
      <path d="M32 26v24" stroke="#0f766e" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);

export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);

export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);

export const PhoneIcon = icon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
);

export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);

export const PinIcon = icon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);

export const ShieldCheckIcon = icon(
  <>
    <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
    <path d="M8.8 12l2.2 2.2 4.2-4.4" />
  </>,
);

export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);

export const CalendarIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);

export const FolderIcon = icon(
  <>
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="M8 13h8" />
  </>,
);

export const BookIcon = icon(
  <>
    <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
    <path d="M4 21V5M9 7h6" />
  </>,
);

export const ChatIcon = icon(
  <>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </>,
);

export const UserPlusIcon = icon(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
  </>,
);

export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>,
);

export const VideoIcon = icon(
  <>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3" />
  </>,
);

export const HomeIcon = icon(
  <path d="M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z" />,
);

export const ChartIcon = icon(<path d="M4 20V4M4 20h16M8 16l4-5 3 3 5-6" />);

export const MagnetIcon = icon(
  <>
    <path d="M6 4h4v8a2 2 0 0 0 4 0V4h4v8a6 6 0 0 1-12 0z" />
    <path d="M6 8h4M14 8h4" />
  </>,
);

export const FlowerIcon = icon(
  <>
    <circle cx="12" cy="9" r="2" />
    <path d="M12 7a3 3 0 1 1 3-3M12 7a3 3 0 1 0-3-3M14 9a3 3 0 1 1 3 3M10 9a3 3 0 1 0-3 3M12 11v10M12 17c-2-2-4-2-5-1M12 19c2-2 4-2 5-1" />
  </>,
);

export const DropIcon = icon(
  <>
    <path d="M12 3c-3.5 4.5-6 8-6 11a6 6 0 0 0 12 0c0-3-2.5-6.5-6-11z" />
    <path d="M9.5 14.5a2.5 2.5 0 0 0 2.5 2.5" />
  </>,
);

export const HeartIcon = icon(
  <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
);

export const EyeIcon = icon(
  <>
    <path d="M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const StarIcon = icon(
  <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
);

export const LockIcon = icon(
  <>
    <rect x="5" y="10" width="14" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </>,
);

type Network = SiteSettings['social'][number]['network'];

const FILLED = { fill: 'currentColor', stroke: 'none' } as const;

const SOCIAL_ICONS: Record<Network, ReturnType<typeof icon>> = {
  facebook: icon(
    <path d="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v8h4v-8h3l1-4h-4V9c0-.6.4-1 1-1z" />,
    FILLED,
  ),
  instagram: icon(
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>,
  ),
  youtube: icon(
    <path
      fillRule="evenodd"
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z"
    />,
    FILLED,
  ),
  tiktok: icon(
    <path d="M16.5 3c.4 2.2 1.8 3.7 4 4v3.2a7.3 7.3 0 0 1-4-1.2v6a6 6 0 1 1-6-6c.3 0 .6 0 .9.1v3.3a2.7 2.7 0 1 0 1.9 2.6V3z" />,
    FILLED,
  ),
  whatsapp: icon(
    <>
      <path d="M4 20l1.3-3.9A8.5 8.5 0 1 1 8.2 19z" />
      <path
        d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.3-2.3l.8-1-1-2z"
        fill="currentColor"
        strokeWidth={1}
      />
    </>,
  ),
  x: icon(
    <>
      <path d="M4.5 4h4l11 16h-4z" fill="currentColor" strokeWidth={1} />
      <path d="M19.5 4l-6.3 7.2M10.8 12.8L4.5 20" />
    </>,
  ),
};

export function SocialIcon({ network, size = 20 }: { network: Network; size?: number }) {
  const Icon = SOCIAL_ICONS[network];
  return <Icon size={size} />;
}
