/** A wallet's icon: always a data: URI (catalogue monograms, EIP-6963 icons), never a remote image. */
import Box from '@mui/material/Box';

export function WalletLogo({
  iconUrl,
  background,
  size = 28,
}: {
  iconUrl: string;
  background?: string;
  size?: number;
}) {
  const safe = /^data:image\//i.test(iconUrl);
  return (
    <Box
      component={safe ? 'img' : 'span'}
      {...(safe ? { src: iconUrl, alt: '' } : {})}
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        borderRadius: `${Math.round(size / 4)}px`,
        flexShrink: 0,
        display: 'block',
        bgcolor: background ?? 'action.hover',
        objectFit: 'cover',
      }}
    />
  );
}
