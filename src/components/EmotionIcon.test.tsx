import { render, screen } from '@testing-library/react';
import { EMOTIONS } from '@/lib/votes/emotions';
import { EmotionIcon } from './EmotionIcon';

// Any emoji (pictographs, the heart with its variation selector): none is drawn as text.
const EMOJI = /\p{Extended_Pictographic}/u;

describe('EmotionIcon', () => {
  it.each(EMOTIONS)('draws %s as an SVG named by its label, with no emoji text', (emotion) => {
    const { container } = render(<EmotionIcon emotion={emotion} label={`name of ${emotion}`} />);
    const icon = screen.getByRole('img', { name: `name of ${emotion}` });
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(icon.querySelector('path, circle, ellipse, rect')).not.toBeNull();
    expect(container.textContent ?? '').not.toMatch(EMOJI);
  });

  it('is decorative without a label (the name is beside it)', () => {
    const { container } = render(<EmotionIcon emotion="like" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
