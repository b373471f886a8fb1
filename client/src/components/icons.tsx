import type { Ref, SVGAttributes } from 'react';
import { classNames, iconSizeClass, shellClass, type IconSize } from '../lib/shell-styles.ts';
import { ICON_PATHS, type IconName } from './icon-paths.ts';

export type { IconName };

const fontSizeClasses: Record<IconSize, string> = {
  inherit: 'MuiSvgIcon-fontSizeInherit',
  small: 'MuiSvgIcon-fontSizeSmall',
  medium: 'MuiSvgIcon-fontSizeMedium',
  large: 'MuiSvgIcon-fontSizeLarge',
};

interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children' | 'fontSize' | 'color'> {
  name: IconName;
  fontSize?: IconSize;
  /** A text for assistive technology; without it the icon is decoration (aria-hidden). */
  titleAccess?: string;
  ref?: Ref<SVGSVGElement>;
}

/**
 * Drawn as MUI's SvgIcon draws it (size, colour, classes, accessible title), but as a plain svg
 * styled by the shell's style sheet: every page shows icons before its first paint, and
 * SvgIcon's code would add to that download. MUI's class names stay, so that components which
 * size the icons inside them (buttons, list items) still find them.
 */
export function Icon({ name, fontSize = 'medium', titleAccess, className, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden={titleAccess ? undefined : true}
      role={titleAccess ? 'img' : undefined}
      className={classNames(
        'MuiSvgIcon-root',
        fontSizeClasses[fontSize],
        shellClass.icon,
        iconSizeClass(fontSize),
        className,
      )}
      {...props}
    >
      {titleAccess ? <title>{titleAccess}</title> : null}
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
