/** The Demo Wallet's EIP-6963 icon: a small self-made SVG (a purse with a "D"), as a data URI. */
const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="20" fill="#7048e8"/>',
  '<rect x="16" y="28" width="64" height="46" rx="9" fill="#fff"/>',
  '<path d="M22 28l38-12a6 6 0 0 1 7.5 4L70 28z" fill="#d0bfff"/>',
  '<rect x="56" y="42" width="24" height="18" rx="6" fill="#e5dbff"/>',
  '<circle cx="65" cy="51" r="4" fill="#7048e8"/>',
  '<path d="M29 40h8a11 11 0 0 1 0 22h-8z" fill="none" stroke="#7048e8" stroke-width="5"/>',
  '</svg>',
].join('');

export const DEMO_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(SVG)}` as const;
