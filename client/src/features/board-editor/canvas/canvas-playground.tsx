import Box from '@mui/material/Box';
import { PAGE_SCHEMA_VERSION } from '@courtside/domain';
import type { CanvasObject, Page } from '@courtside/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newAccessory, newBall, newLine, newPlayer, newText } from '../core/object-factories.ts';
import { createFabricBoardCanvas } from './fabric-board-canvas.ts';
import type { FabricBoardCanvas } from './fabric-board-canvas.ts';

/** What the playground records of the canvas's reports, for browser tests. */
export interface PlaygroundEvents {
  selectionChanges: number;
  drawn: CanvasObject[];
  modified: number;
}

declare global {
  interface Window {
    /** The playground's canvas, for browser tests of the adapter; set while it is mounted. */
    courtsideBoardCanvas?: FabricBoardCanvas;
    courtsideBoardCanvasEvents?: PlaygroundEvents;
  }
}

const DISPLAY_WIDTH = 610;
const DISPLAY_HEIGHT = 343;

/** One of everything the editor places, plus an unknown type the canvas must skip. */
function playgroundPage(): Page {
  const keeper = newPlayer('A', 'Keeper', []);
  const chaser = newPlayer('A', 'Chaser', [keeper]);
  const beater = newPlayer('B', 'Beater', []);
  return {
    version: PAGE_SCHEMA_VERSION,
    backgroundImage: { src: '/full-court.svg' },
    objects: [
      { ...keeper, uuid: 'keeper-a' },
      { ...chaser, uuid: 'chaser-a', left: 400, top: 200 },
      { ...beater, uuid: 'beater-b' },
      { ...newBall('Volleyball'), uuid: 'ball' },
      { ...newAccessory('Hoop'), uuid: 'hoop', left: 1100, top: 343 },
      { ...newText('Press'), uuid: 'note', left: 610, top: 80 },
      { ...newLine('dashed'), uuid: 'line', top: 500 },
      { type: 'hologram', uuid: 'unknown' },
    ],
  };
}

/**
 * The fabric board canvas on its own, for the test-components screen: it loads a page with every
 * kind of board object and exposes the adapter on `window` so browser tests can drive it.
 */
export default function CanvasPlayground() {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const container = host.current;
    if (!container) return undefined;
    // fabric wraps its element in its own nodes, so React never owns the canvas element.
    const element = document.createElement('canvas');
    element.setAttribute('aria-label', t('testComponents.canvas'));
    container.append(element);
    const events: PlaygroundEvents = { selectionChanges: 0, drawn: [], modified: 0 };
    const canvas = createFabricBoardCanvas(element, {
      onSelectionChange: () => (events.selectionChanges += 1),
      onObjectDrawn: (object) => events.drawn.push(object),
      onObjectsModified: () => (events.modified += 1),
      onLineDrawn: () => undefined,
      onTextPlaced: () => undefined,
    });
    canvas.setDisplaySize(DISPLAY_WIDTH, DISPLAY_HEIGHT);
    canvas.setSelectionEnabled(true);
    window.courtsideBoardCanvas = canvas;
    window.courtsideBoardCanvasEvents = events;
    let live = true;
    void canvas.loadPage(playgroundPage()).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
      if (window.courtsideBoardCanvas === canvas) {
        delete window.courtsideBoardCanvas;
        delete window.courtsideBoardCanvasEvents;
      }
      const wrapper = element.parentElement;
      void canvas.dispose().then(() => {
        element.remove();
        if (wrapper !== container) wrapper?.remove();
      });
    };
  }, [t]);

  return (
    <Box
      ref={host}
      data-testid="canvas-playground"
      data-ready={ready ? 'true' : 'false'}
      sx={{ width: DISPLAY_WIDTH, height: DISPLAY_HEIGHT, bgcolor: 'grey.100' }}
    />
  );
}
