import { iconFor, iconPaths } from './icon-set';

export interface IconProps {
  name: string;
  size?: number;
  /** Icons are decoration beside text unless given a label. */
  label?: string;
}

/** An icon of the app's set (icon-set.ts) inline as SVG: no request, colour from the text around it. */
export function Icon({ name, size = 24, label }: IconProps) {
  const icon = iconFor(name);
  if (!icon) return null;
  return (
    <svg
      className={`icon${icon.filled ? ' icon--filled' : ''}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={icon.filled ? 'currentColor' : 'none'}
      fillOpacity={icon.filled ? 0.25 : undefined}
      stroke="currentColor"
      strokeWidth={icon.filled ? 2.25 : 1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={iconPaths[icon.base]} />
    </svg>
  );
}
