// The six emotions as our own drawings: emoji were boxes on machines without a colour emoji font.
// With `label` the icon is an image of that name; without, it is decorative.
import type { ReactNode } from 'react';
import type { Emotion } from '@/lib/votes/emotions';

const FACE = '#f7b928';
const FACE_EDGE = '#b7770b';
const FEATURE = '#5b3500';

function Face({ fill = FACE, children }: { fill?: string; children: ReactNode }) {
  return (
    <>
      <circle cx="12" cy="12" r="10.25" fill={fill} stroke={FACE_EDGE} strokeWidth="1.5" />
      {children}
    </>
  );
}

const DRAWINGS: Readonly<Record<Emotion, ReactNode>> = {
  like: (
    <>
      <rect x="2" y="10" width="4.5" height="11" rx="1" fill="#1760c4" />
      <path
        d="M8 10.2 11.6 3c1.5 0 2.6 1.1 2.6 2.6V8.5h5.1a2.2 2.2 0 0 1 2.2 2.6l-1.5 7.8a2.6 2.6 0 0 1-2.6 2.1H8z"
        fill="#1b74e4"
      />
    </>
  ),
  love: (
    <path
      d="M12 21.2s-8.2-4.9-9.8-10C1 7.4 3.4 3.8 7 3.8c2.2 0 3.7 1.2 5 3 1.3-1.8 2.8-3 5-3 3.6 0 6 3.6 4.8 7.4-1.6 5.1-9.8 10-9.8 10z"
      fill="#e0245e"
    />
  ),
  haha: (
    <Face>
      <path
        d="M6.6 9.6 8.4 8l1.8 1.6M13.8 9.6 15.6 8l1.8 1.6"
        fill="none"
        stroke={FEATURE}
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M6.2 12.5h11.6a5.8 5.8 0 0 1-11.6 0z" fill={FEATURE} />
      <path d="M8.6 16.2a4.6 4.6 0 0 0 6.8 0 3.9 3.9 0 0 0-6.8 0z" fill="#e0245e" />
    </Face>
  ),
  wow: (
    <Face>
      <ellipse cx="8.6" cy="9.4" rx="1.3" ry="1.8" fill={FEATURE} />
      <ellipse cx="15.4" cy="9.4" rx="1.3" ry="1.8" fill={FEATURE} />
      <ellipse cx="12" cy="16" rx="2.4" ry="3" fill={FEATURE} />
    </Face>
  ),
  sad: (
    <Face>
      <circle cx="8.6" cy="10" r="1.3" fill={FEATURE} />
      <circle cx="15.4" cy="10" r="1.3" fill={FEATURE} />
      <path d="M8.3 17.3a4.6 4.6 0 0 1 7.4 0" fill="none" stroke={FEATURE} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M17.6 12.4s-1.7 2.2-1.7 3.3a1.7 1.7 0 0 0 3.4 0c0-1.1-1.7-3.3-1.7-3.3z" fill="#3b8ede" />
    </Face>
  ),
  angry: (
    <Face fill="#f2813a">
      <path
        d="M6.4 7.8 10.2 9.6M17.6 7.8 13.8 9.6M8.3 17a4.6 4.6 0 0 1 7.4 0"
        fill="none"
        stroke={FEATURE}
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <circle cx="8.8" cy="11.6" r="1.2" fill={FEATURE} />
      <circle cx="15.2" cy="11.6" r="1.2" fill={FEATURE} />
    </Face>
  ),
};

export interface EmotionIconProps {
  emotion: Emotion;
  /** The emotion's translated name: the icon is then an image of that name. None: decorative. */
  label?: string;
  /** CSS size; default 1.25em (a little taller than the text beside it). */
  size?: string;
}

export function EmotionIcon({ emotion, label, size = '1.25em' }: EmotionIconProps) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      data-emotion={emotion}
      style={{ display: 'inline-block', flexShrink: 0, verticalAlign: '-0.25em' }}
      {...named}
    >
      {label && <title>{label}</title>}
      {DRAWINGS[emotion]}
    </svg>
  );
}
