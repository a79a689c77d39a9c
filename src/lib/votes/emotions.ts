/**
 * The one home of the emotions: the vote contract's list (../shared/api/vote-api.yaml) and their
 * counts. Their icons are drawings (src/components/EmotionIcon.tsx), not emoji.
 */
import { EMOTIONS, type Emotion, type EmotionCount } from '@/api/vote/types';

export { EMOTIONS, type Emotion };

/** Every emotion in the contract's order with its count (0 for any the server left out). */
export function emotionCounts(counts: readonly EmotionCount[]): EmotionCount[] {
  return EMOTIONS.map((emotion) => ({
    emotion,
    count: counts.filter((entry) => entry.emotion === emotion).reduce((sum, entry) => sum + entry.count, 0),
  }));
}

/** The counts with `amount` more votes for `emotion` (a new array; the input is not touched). */
export function addToEmotion(counts: readonly EmotionCount[], emotion: Emotion, amount: number): EmotionCount[] {
  return emotionCounts(counts).map((entry) =>
    entry.emotion === emotion ? { emotion, count: entry.count + amount } : entry,
  );
}
