/** The move buttons' texts and what the list announces after a move. */
export const moveMessages = {
  up: '上移',
  down: '下移',
  upNamed: (name: string) => `上移「${name}」`,
  downNamed: (name: string) => `下移「${name}」`,
  group: (name: string) => `调整「${name}」的顺序`,
  moved: (name: string, place: number) => `「${name}」已移到第 ${place} 位`,
} as const;
