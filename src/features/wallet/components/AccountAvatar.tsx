/** The account's deterministic avatar (model/account/avatar.ts), drawn as inline SVG; decorative. */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { AVATAR_GRID, avatarFor } from '../model/account/avatar';

export function AccountAvatar({ address, size = 24 }: { address: string; size?: number }) {
  const pattern = useMemo(() => avatarFor(address), [address]);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${AVATAR_GRID} ${AVATAR_GRID}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-testid="account-avatar"
      sx={{ borderRadius: '50%', flexShrink: 0, display: 'block' }}
    >
      <rect width={AVATAR_GRID} height={AVATAR_GRID} fill={pattern.background} />
      {pattern.cells.map((on, index) =>
        on ? (
          <rect
            key={index}
            x={index % AVATAR_GRID}
            y={Math.floor(index / AVATAR_GRID)}
            width={1.02}
            height={1.02}
            fill={pattern.foreground}
          />
        ) : null,
      )}
    </Box>
  );
}
