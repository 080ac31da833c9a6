/** The phone page's text sizes: how much larger than the laptop's answer text each one draws. */
export const TEXT_SIZES = [
  { id: 'small', label: 'Small', scale: 0.9 },
  { id: 'medium', label: 'Medium', scale: 1 },
  { id: 'large', label: 'Large', scale: 1.2 },
  { id: 'largest', label: 'Largest', scale: 1.45 },
] as const;

export type TextSizeId = (typeof TEXT_SIZES)[number]['id'];

export const TEXT_SIZE_KEY = 'cuecard.secondScreen.textSize';

/** A stored choice, or Medium for anything else. */
export function textSizeOf(stored: string | null): (typeof TEXT_SIZES)[number] {
  return TEXT_SIZES.find((s) => s.id === stored) ?? TEXT_SIZES[1];
}
