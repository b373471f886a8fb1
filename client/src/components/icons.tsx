import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Ref, SVGAttributes } from 'react';
import { ICON_PATHS, type IconName } from './icon-paths.ts';

export type { IconName };

const fontSizes = { inherit: 'inherit', small: '1.25rem', medium: '1.5rem', large: '2.1875rem' };
const fontSizeClasses = {
  inherit: 'MuiSvgIcon-fontSizeInherit',
  small: 'MuiSvgIcon-fontSizeSmall',
  medium: 'MuiSvgIcon-fontSizeMedium',
  large: 'MuiSvgIcon-fontSizeLarge',
};

interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children' | 'fontSize' | 'color'> {
  name: IconName;
  fontSize?: keyof typeof fontSizes;
  /** A text for assistive technology; without it the icon is decoration (aria-hidden). */
  titleAccess?: string;
  sx?: SxProps<Theme>;
  ref?: Ref<SVGSVGElement>;
}

/**
 * Drawn as MUI's SvgIcon draws it (size, colour, classes, accessible title), but as a plain
 * svg: every page shows icons before its first paint, and SvgIcon's code would add to that
 * download.
 */
export function Icon({
  name,
  fontSize = 'medium',
  titleAccess,
  className,
  sx,
  ...props
}: IconProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden={titleAccess ? undefined : true}
      role={titleAccess ? 'img' : undefined}
      className={['MuiSvgIcon-root', fontSizeClasses[fontSize], className]
        .filter(Boolean)
        .join(' ')}
      {...props}
      sx={[
        (theme) => ({
          userSelect: 'none',
          width: '1em',
          height: '1em',
          display: 'inline-block',
          flexShrink: 0,
          fill: 'currentColor',
          fontSize: fontSizes[fontSize],
          transition: theme.transitions.create('fill', {
            duration: theme.transitions.duration.shorter,
          }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {titleAccess ? <title>{titleAccess}</title> : null}
      <path d={ICON_PATHS[name]} />
    </Box>
  );
}
