import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import type { LayoutKind } from './layout-kind';
import { space } from '../ui/theme-helpers';
import { LAYOUT_TEXTS } from './messages';

/*
 * A small schematic drawing per layout (viewBox 120 × 80): grey blocks are pictures, dark lines
 * text, blue the title or the accent. Drawn, not loaded: no image files, the theme's colours.
 */

const Svg = styled.svg<{ $size: 'small' | 'large' }>`
  display: block;
  width: ${({ $size }) => ($size === 'small' ? space(8, 5) : space(9, 6))};
  height: auto;
  flex: none;
  .frame {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: ${({ theme }) => theme.colors.border};
  }
  .picture {
    fill: ${({ theme }) => theme.colors.skeleton};
    stroke: ${({ theme }) => theme.colors.textMuted};
    stroke-width: 0.5;
  }
  .accent {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .text {
    fill: ${({ theme }) => theme.colors.textMuted};
  }
  .axis {
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 1.5;
  }
`;

/** A line of text, `width` long. */
const Text = ({ x, y, width }: { x: number; y: number; width: number }) => (
  <rect className="text" x={x} y={y} width={width} height={2.5} rx={1} />
);
const Picture = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }) => (
  <rect className="picture" x={x} y={y} width={width} height={height} rx={1.5} />
);

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

const DRAWINGS: Record<LayoutKind, ReactNode> = {
  news: range(4).map((row) => (
    <g key={row}>
      <rect className="accent" x={10} y={11 + row * 16} width={12} height={9} rx={1} />
      <Text x={27} y={12 + row * 16} width={70} />
      <Text x={27} y={17 + row * 16} width={52} />
    </g>
  )),
  cards: range(6).map((card) => {
    const x = 9 + (card % 3) * 35;
    const y = 8 + Math.floor(card / 3) * 35;
    return (
      <g key={card}>
        <Picture x={x} y={y} width={31} height={21} />
        <Text x={x} y={y + 24} width={26} />
        <Text x={x} y={y + 28.5} width={18} />
      </g>
    );
  }),
  rows: range(3).map((row) => (
    <g key={row}>
      <Picture x={9} y={8 + row * 23} width={30} height={18} />
      <rect className="accent" x={45} y={10 + row * 23} width={36} height={3} rx={1} />
      <Text x={45} y={16 + row * 23} width={64} />
      <Text x={45} y={21 + row * 23} width={50} />
    </g>
  )),
  gallery: (
    <>
      <Picture x={9} y={8} width={58} height={64} />
      {range(4).map((tile) => (
        <Picture
          key={tile}
          x={71 + (tile % 2) * 21}
          y={8 + Math.floor(tile / 2) * 33}
          width={19}
          height={31}
        />
      ))}
      <Text x={13} y={66} width={30} />
    </>
  ),
  band: range(4).map((column) => (
    <g key={column}>
      <circle className="accent" cx={22 + column * 26} cy={30} r={8} />
      <Text x={12 + column * 26} y={44} width={20} />
      <Text x={14 + column * 26} y={49} width={16} />
    </g>
  )),
  timeline: (
    <>
      <line className="axis" x1={60} y1={6} x2={60} y2={74} />
      {range(4).map((event) => {
        const left = event % 2 === 0;
        const y = 12 + event * 16;
        return (
          <g key={event}>
            <circle className="accent" cx={60} cy={y + 2} r={3} />
            <Text x={left ? 16 : 68} y={y} width={36} />
            <Text x={left ? 24 : 68} y={y + 5} width={28} />
          </g>
        );
      })}
    </>
  ),
  spotlight: (
    <>
      <Picture x={9} y={8} width={50} height={64} />
      <rect className="accent" x={66} y={12} width={40} height={4} rx={1} />
      {range(6).map((line) => (
        <Text key={line} x={66} y={22 + line * 7} width={line === 5 ? 30 : 45} />
      ))}
    </>
  ),
  page: (
    <>
      <Picture x={6} y={6} width={108} height={22} />
      <rect className="accent" x={44} y={33} width={32} height={3} rx={1} />
      {range(3).map((block) => (
        <Picture key={block} x={10 + block * 35} y={41} width={30} height={14} />
      ))}
      <Text x={10} y={61} width={100} />
      <Text x={10} y={67} width={80} />
    </>
  ),
  link: (
    <>
      <rect className="frame" x={30} y={16} width={60} height={44} rx={3} />
      <path className="accent" d="M64 28h14v14h-4v-7l-12 12-3-3 12-12h-7z" />
      <Text x={38} y={52} width={30} />
    </>
  ),
};

/**
 * The drawing of a layout, with its text alternative (the layout's name and what it shows);
 * `decorative` when the same words are written beside it.
 */
export function TemplatePreview({
  kind,
  size = 'large',
  decorative = false,
}: {
  kind: LayoutKind;
  size?: 'small' | 'large';
  decorative?: boolean;
}) {
  const titleId = useId();
  const { name, description } = LAYOUT_TEXTS[kind];
  return (
    <Svg
      $size={size}
      viewBox="0 0 120 80"
      data-layout={kind}
      {...(decorative
        ? { 'aria-hidden': true, focusable: false }
        : { role: 'img', 'aria-labelledby': titleId })}
    >
      {decorative ? null : <title id={titleId}>{`${name}：${description}`}</title>}
      <rect className="frame" x={0.5} y={0.5} width={119} height={79} rx={3} />
      {DRAWINGS[kind]}
    </Svg>
  );
}
