import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  animationFrameAt,
  toSameOriginPath,
  type CanvasObject,
  type Page,
} from '@courtside/domain';
import { memo, type ReactNode, type SVGProps } from 'react';
import {
  isTextType,
  pathCommands,
  pathBox,
  pathData,
  placementOf,
  sizeOf,
  textSize,
  transformOf,
  typeOf,
} from './page-preview-geometry.ts';

/** A page to preview: what the API sends, loosely (older pages may lack a field or two). */
export type PreviewPage = Pick<Page, 'objects' | 'caption'> & {
  backgroundImage?: { src?: string } | null;
  background?: string;
};

interface PagePreviewProps {
  page: PreviewPage | null | undefined;
  /** What a screen reader announces, e.g. the board's and page's name. */
  label: string;
  sx?: SxProps<Theme>;
}

const VIEW_BOX = `0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}`;

type Paint = Pick<
  SVGProps<SVGElement>,
  'fill' | 'stroke' | 'strokeWidth' | 'strokeDasharray' | 'strokeLinecap' | 'strokeLinejoin'
>;

function paintOf(object: CanvasObject, defaultFill: string): Paint {
  const paint: Paint = {
    fill: object.fill === null ? 'none' : (object.fill ?? defaultFill),
    stroke: object.stroke ?? 'none',
  };
  if (object.stroke) {
    paint.strokeWidth = object.strokeWidth ?? 1;
    if (object.strokeDashArray?.length) paint.strokeDasharray = object.strokeDashArray.join(' ');
    if (object.strokeLineCap) paint.strokeLinecap = object.strokeLineCap as Paint['strokeLinecap'];
    if (object.strokeLineJoin) {
      paint.strokeLinejoin = object.strokeLineJoin as Paint['strokeLinejoin'];
    }
  }
  return paint;
}

/** The shape of one object, drawn around its own centre; undefined for types we do not draw. */
function shapeOf(object: CanvasObject, key: string): ReactNode {
  const type = typeOf(object);
  const { width, height } = sizeOf(object);
  switch (type) {
    case 'circle':
      return <circle r={object.radius ?? width / 2} {...paintOf(object, '#000')} />;
    case 'ellipse':
      return (
        <ellipse
          rx={object.rx ?? width / 2}
          ry={object.ry ?? height / 2}
          {...paintOf(object, '#000')}
        />
      );
    case 'rect':
      return (
        <rect
          x={-width / 2}
          y={-height / 2}
          width={width}
          height={height}
          rx={object.rx}
          ry={object.ry}
          {...paintOf(object, '#000')}
        />
      );
    case 'triangle':
      return (
        <polygon
          points={`${-width / 2},${height / 2} 0,${-height / 2} ${width / 2},${height / 2}`}
          {...paintOf(object, '#000')}
        />
      );
    case 'line': {
      const midX = ((object.x1 ?? 0) + (object.x2 ?? 0)) / 2;
      const midY = ((object.y1 ?? 0) + (object.y2 ?? 0)) / 2;
      return (
        <line
          x1={(object.x1 ?? 0) - midX}
          y1={(object.y1 ?? 0) - midY}
          x2={(object.x2 ?? 0) - midX}
          y2={(object.y2 ?? 0) - midY}
          {...paintOf(object, 'none')}
        />
      );
    }
    case 'path': {
      const commands = pathCommands(object.path);
      const box = pathBox(commands);
      if (!box) return undefined;
      // fabric draws a path shifted by the centre of its own bounds.
      const centreX = (box.minX + box.maxX) / 2;
      const centreY = (box.minY + box.maxY) / 2;
      return (
        <path
          d={pathData(commands)}
          transform={`translate(${-centreX} ${-centreY})`}
          {...paintOf(object, 'none')}
        />
      );
    }
    case 'image': {
      const src = toSameOriginPath(object.src);
      if (!src) return undefined;
      return (
        <image
          href={src}
          x={-width / 2}
          y={-height / 2}
          width={width}
          height={height}
          preserveAspectRatio="none"
        />
      );
    }
    case 'group':
      return (object.objects ?? []).map((child, index) => renderObject(child, `${key}-${index}`));
    default: {
      if (!isTextType(type)) return undefined;
      const fontSize = object.fontSize ?? 40;
      const lines = (object.text ?? '').split('\n');
      const size = textSize(object);
      const lineHeight = size.height / Math.max(1, lines.length);
      const anchor =
        object.textAlign === 'right' ? 'end' : object.textAlign === 'center' ? 'middle' : 'start';
      const x = anchor === 'middle' ? 0 : anchor === 'end' ? size.width / 2 : -size.width / 2;
      // Short single-line labels (player numbers) are centred exactly.
      const centred = lines.length === 1 && object.width === undefined;
      return (
        <text
          fontSize={fontSize}
          fontFamily={object.fontFamily ?? 'Roboto, sans-serif'}
          fontWeight={object.fontWeight}
          fontStyle={object.fontStyle}
          textAnchor={centred ? 'middle' : anchor}
          dominantBaseline="central"
          {...paintOf(object, '#000')}
        >
          {lines.map((line, index) => (
            <tspan
              key={index}
              x={centred ? 0 : x}
              y={-size.height / 2 + lineHeight * (index + 0.5)}
            >
              {line}
            </tspan>
          ))}
        </text>
      );
    }
  }
}

function renderObject(object: CanvasObject, key: string): ReactNode {
  if (object.visible === false || typeof object.type !== 'string') return null;
  const shape = shapeOf(object, key);
  if (shape === undefined) return null;
  return (
    <g
      key={key}
      data-type={typeOf(object)}
      transform={transformOf(placementOf(object))}
      opacity={object.opacity}
    >
      {shape}
    </g>
  );
}

/**
 * The objects as the board's animation shows the page at rest: a held ball beside its carrier, a
 * knocked-out player dimmed (issue 16). Everything else as stored.
 */
function restingObjects(page: PreviewPage): CanvasObject[] {
  const frame = animationFrameAt([{ objects: page.objects }], 0);
  const poses = new Map(frame.objects.map((pose) => [pose.uuid, pose]));
  return page.objects.map((object) => {
    const pose = object.uuid === undefined ? undefined : poses.get(object.uuid);
    return pose ? { ...object, left: pose.left, top: pose.top, opacity: pose.opacity } : object;
  });
}

/**
 * A page of a tactic board as a small inline SVG: the court and every object we know how to
 * draw, placed as fabric places it. No canvas and no fabric, so lists can show many of them.
 */
export const PagePreview = memo(function PagePreview({ page, label, sx }: PagePreviewProps) {
  const background = page?.backgroundImage?.src ? toSameOriginPath(page.backgroundImage.src) : '';
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={VIEW_BOX}
      preserveAspectRatio="xMidYMid meet"
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${CANVAS_WIDTH} / ${CANVAS_HEIGHT}`,
          bgcolor: 'grey.100',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {page?.background && (
        <rect width={CANVAS_WIDTH} height={CANVAS_HEIGHT} fill={page.background} />
      )}
      {background && (
        <image
          href={background}
          width={CANVAS_WIDTH}
          height={CANVAS_HEIGHT}
          preserveAspectRatio="none"
        />
      )}
      {(page ? restingObjects(page) : []).map((object, index) =>
        renderObject(object, object.uuid ? `${object.uuid}-${index}` : String(index)),
      )}
    </Box>
  );
});
