/** The emotion icons (the same as the voting feature's; features do not import each other). */
import type { Emotion } from '@/api/vote/types';

export const EMOTION_ICONS: Readonly<Record<Emotion, string>> = {
  like: '👍',
  love: '❤️',
  haha: '😂',
  wow: '😮',
  sad: '😢',
  angry: '😠',
};
