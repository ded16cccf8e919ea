import { createElement, type HTMLAttributes } from 'react';
import { clampHeadingLevel } from '../../core/shell/heading-level';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Any number; clamped to 1-6 (docs/rules/credentials.md) so content-driven levels never break the outline. */
  level: number;
}

export function Heading({ level, children, ...rest }: HeadingProps) {
  return createElement(`h${clampHeadingLevel(level)}`, rest, children);
}
