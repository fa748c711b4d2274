/** Badge counters are capped: above 99 they read "+99" (spec doc 1 sections 2 and 9). */
export const badgeCap = 99;

export function formatBadgeCount(count: number, cap: number = badgeCap): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const whole = Math.floor(count);
  return whole > cap ? `+${cap}` : String(whole);
}

/**
 * The preview button's label is cut to 8 characters plus a dot when longer (spec doc 1 section 2,
 * "Chef profile page"). Counted in user-perceived characters so accents are never split.
 */
export function shortenLabel(label: string, max = 8): string {
  const characters = Array.from(label.trim());
  if (characters.length <= max) return label.trim();
  return `${characters.slice(0, max).join('').trimEnd()}.`;
}
