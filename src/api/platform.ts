/** The four site kinds; the host decides which one a visitor sees (server configuration). */
export const platforms = ['company', 'academic', 'selfStudy', 'vocational'] as const;
export type Platform = (typeof platforms)[number];

export const isPlatform = (value: unknown): value is Platform =>
  typeof value === 'string' && (platforms as readonly string[]).includes(value);
