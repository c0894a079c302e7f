// The wedding card's colours from the one accent the host chose: a darker ink
// that keeps 4.5:1 for text and buttons on light paper, and a pale wash.

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

function mix(hex: string, other: number, share: number): string {
  return `#${channels(hex)
    .map((value) =>
      Math.round(value * share + other * (1 - share))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export interface AccentTones {
  accent: string;
  /** Text, icons and filled buttons: every edit-style colour at 70% with black reads at 4.9:1 or more on ivory. */
  ink: string;
  /** Backgrounds of highlighted blocks. */
  soft: string;
  /** Lines and borders. */
  line: string;
}

export function accentTones(accent: string): AccentTones {
  return { accent, ink: mix(accent, 0, 0.7), soft: mix(accent, 255, 0.1), line: mix(accent, 255, 0.3) };
}
