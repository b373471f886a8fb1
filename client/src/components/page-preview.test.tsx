import { render, screen } from '@testing-library/react';
import {
  HELD_BALL_OFFSET,
  KNOCKED_OUT_OPACITY,
  type CanvasObject,
  type Page,
} from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { PagePreview } from './page-preview.tsx';
import { parsePathString, placementOf } from './page-preview-geometry.ts';

const page = (objects: CanvasObject[]): Page => ({
  backgroundImage: { src: '/half-court.svg' },
  objects,
});

function renderPage(objects: CanvasObject[]) {
  render(<PagePreview page={page(objects)} label="Set piece, page 1" />);
  return screen.getByRole('img', { name: 'Set piece, page 1' });
}

describe('PagePreview', () => {
  it('draws the court on the canvas coordinates', () => {
    const svg = renderPage([]);
    expect(svg).toHaveAttribute('viewBox', '0 0 1220 686');
    expect(svg.querySelector('image')).toHaveAttribute('href', '/half-court.svg');
  });

  it('places a centre-origin circle at left/top', () => {
    const svg = renderPage([
      {
        type: 'circle',
        uuid: 'ball',
        radius: 10,
        fill: 'white',
        stroke: '#333333',
        strokeWidth: 1,
        originX: 'center',
        originY: 'center',
        left: 600,
        top: 333,
      },
    ]);
    const group = svg.querySelector('g[data-type="circle"]');
    expect(group).toHaveAttribute('transform', 'translate(600 333)');
    expect(group?.querySelector('circle')).toHaveAttribute('r', '10');
    expect(group?.querySelector('circle')).toHaveAttribute('fill', 'white');
  });

  it('places a left/top-origin circle by its stroked box', () => {
    expect(
      placementOf({ type: 'Circle', uuid: 'c', radius: 15, stroke: 'black', strokeWidth: 2 }),
    ).toMatchObject({ x: 16, y: 16 });
  });

  it('draws group children relative to the group centre', () => {
    const svg = renderPage([
      {
        type: 'group',
        uuid: 'player',
        left: 300,
        top: 200,
        originX: 'center',
        originY: 'center',
        objects: [
          {
            type: 'circle',
            uuid: 'player-circle',
            radius: 15,
            fill: '#3d85c6',
            originX: 'center',
            originY: 'center',
            left: 10,
            top: -5,
          },
          {
            type: 'text',
            uuid: 'player-label',
            text: '7',
            fontSize: 14,
            fill: '#ffffff',
            originX: 'center',
            originY: 'center',
            left: 0,
            top: 0,
          },
        ],
      },
    ]);
    const group = svg.querySelector('g[data-type="group"]');
    expect(group).toHaveAttribute('transform', 'translate(300 200)');
    const child = group?.querySelector('g[data-type="circle"]');
    expect(child).toHaveAttribute('transform', 'translate(10 -5)');
    expect(group?.querySelector('g[data-type="text"] text')).toHaveTextContent('7');
  });

  it('rotates a rect around its left/top origin like fabric', () => {
    const svg = renderPage([
      { type: 'Rect', uuid: 'r', left: 100, top: 100, width: 40, height: 20, angle: 90 },
    ]);
    const group = svg.querySelector('g[data-type="rect"]');
    // The centre (20, 10) from the origin, turned by 90°, lands at (-10, 20).
    expect(group).toHaveAttribute('transform', 'translate(90 120) rotate(90)');
    expect(group?.querySelector('rect')).toHaveAttribute('x', '-20');
  });

  it('honours scale and right/bottom origins', () => {
    expect(
      placementOf({
        type: 'rect',
        uuid: 'r',
        left: 100,
        top: 100,
        width: 10,
        height: 10,
        scaleX: 2,
        scaleY: 3,
        originX: 'right',
        originY: 'bottom',
      }),
    ).toEqual({ x: 90, y: 85, angle: 0, scaleX: 2, scaleY: 3 });
  });

  it('shifts a path by the centre of its own bounds', () => {
    const svg = renderPage([
      {
        type: 'path',
        uuid: 'p',
        path: [
          ['M', 100, 100],
          ['L', 200, 150],
        ],
        stroke: '#000000',
        strokeWidth: 2,
        strokeDashArray: [20, 10],
        fill: null,
        left: 99,
        top: 99,
      },
    ]);
    const group = svg.querySelector('g[data-type="path"]');
    expect(group).toHaveAttribute('transform', 'translate(150 125)');
    const path = group?.querySelector('path');
    expect(path).toHaveAttribute('transform', 'translate(-150 -125)');
    expect(path).toHaveAttribute('stroke-dasharray', '20 10');
    expect(path).toHaveAttribute('fill', 'none');
  });

  it('reads path strings with relative commands', () => {
    expect(parsePathString('M 0 0 l 10 10 20 0 z')).toEqual([
      ['M', 0, 0],
      ['l', 10, 10],
      ['l', 20, 0],
      ['z'],
    ]);
  });

  it('skips unknown types and foreign images, but draws the rest', () => {
    const svg = renderPage([
      { type: 'sparkle', uuid: 'x', left: 1, top: 1 },
      { type: 'image', uuid: 'i', src: 'data:image/png;base64,AAAA', width: 10, height: 10 },
      // fabric stores absolute URLs; only the path on our own origin is used.
      {
        type: 'image',
        uuid: 'cone',
        src: 'http://elsewhere.test/red-cone.svg',
        width: 10,
        height: 10,
      },
      { type: 'i-text', uuid: 't', text: 'Go', left: 5, top: 5 },
    ]);
    expect(svg.querySelector('g[data-type="sparkle"]')).toBeNull();
    const images = [...svg.querySelectorAll('g image')].map((image) => image.getAttribute('href'));
    expect(images).toEqual(['/red-cone.svg']);
    expect(svg.querySelector('g[data-type="itext"]')).toHaveTextContent('Go');
  });

  it('shows a page at rest as its animation does: a held ball by its carrier, a knock-out dimmed', () => {
    const carrier: CanvasObject = {
      type: 'circle',
      uuid: 'keeper',
      objectType: 'player',
      radius: 20,
      originX: 'center',
      originY: 'center',
      left: 400,
      top: 300,
      knockedOut: true,
    };
    const ball: CanvasObject = {
      type: 'circle',
      uuid: 'quaffle',
      objectType: 'ball',
      radius: 8,
      originX: 'center',
      originY: 'center',
      // Stored where it lay before the keeper moved: the preview follows the keeper.
      left: 100,
      top: 100,
      heldBy: 'keeper',
    };
    const svg = renderPage([carrier, ball]);
    const [keeper, held] = [...svg.querySelectorAll('g[data-type="circle"]')];
    expect(held).toHaveAttribute(
      'transform',
      `translate(${400 + HELD_BALL_OFFSET.x} ${300 + HELD_BALL_OFFSET.y})`,
    );
    expect(Number(keeper?.getAttribute('opacity'))).toBeCloseTo(KNOCKED_OUT_OPACITY);
  });

  it("leaves the page's caption out of the picture, where it covered the bottom line", () => {
    render(
      <PagePreview
        page={{ ...page([]), caption: 'Beater 1 takes the bludger' }}
        label="Set piece, page 1"
      />,
    );
    expect(screen.getByRole('img')).not.toHaveTextContent('Beater 1 takes the bludger');
  });
});
