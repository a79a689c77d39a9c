/** Compact layout under 768 px wide (SPEC.md section 2), wide from 768 px. */
import useMediaQuery from '@mui/material/useMediaQuery';

export const WIDE_MIN_WIDTH = 768;
export const COMPACT_MEDIA_QUERY = `(max-width: ${WIDE_MIN_WIDTH - 0.02}px)`;

export function useIsCompact(): boolean {
  // noSsr: read the real width on the first render instead of flashing the wide layout.
  return useMediaQuery(COMPACT_MEDIA_QUERY, { noSsr: true });
}
