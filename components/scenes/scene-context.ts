'use client';

import { createContext } from 'react';
import type * as SceneMotion from './scene-motion';

/**
 * Which beat a scene is on, and motion once its chunk has loaded. Without a stage (or before the
 * chunk arrives) a scene shows its first frame, which is what the server renders.
 */
export const SceneContext = createContext<{ step: number; motion: typeof SceneMotion | null }>({
  step: 0,
  motion: null,
});
