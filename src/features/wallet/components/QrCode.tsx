/** A QR code (qrcode.react, drawn as SVG here, no request) with its accessible name. */
import { QRCodeSVG } from 'qrcode.react';
import Box from '@mui/material/Box';

export interface QrCodeProps {
  value: string;
  /** What the code is, for screen readers ("QR code to connect MetaMask"). */
  label: string;
  size: number;
}

export function QrCode({ value, label, size }: QrCodeProps) {
  return (
    <Box
      role="img"
      aria-label={label}
      data-testid="wallet-qr-code"
      sx={{
        p: 1.5,
        bgcolor: '#FFFFFF',
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        lineHeight: 0,
        alignSelf: 'center',
      }}
    >
      <QRCodeSVG value={value} size={size} level="M" marginSize={0} aria-hidden="true" />
    </Box>
  );
}
