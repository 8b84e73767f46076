import { type ProductScene as Scene, sceneBeats } from '@/content/products/scenes';
import { cn } from '@/lib/cn';
import { AppWindow } from './app-window';
import { ChatScene } from './chat-scene';
import { InvoiceScene } from './invoice-scene';
import { IvrScene } from './ivr-scene';
import { PipelineScene } from './pipeline-scene';
import { SceneStage } from './scene-stage';
import { SequenceScene } from './sequence-scene';
import { WorkflowScene } from './workflow-scene';

function SceneBody({ scene }: { scene: Scene }) {
  switch (scene.kind) {
    case 'chat':
      return <ChatScene scene={scene} />;
    case 'sequence':
      return <SequenceScene scene={scene} />;
    case 'workflow':
      return <WorkflowScene scene={scene} />;
    case 'invoice':
      return <InvoiceScene scene={scene} />;
    case 'pipeline':
      return <PipelineScene scene={scene} />;
    case 'ivr':
      return <IvrScene scene={scene} />;
  }
}

/**
 * A product at work in its app window, drawn in the HTML: its first frame is complete before any
 * script runs, and readable without JavaScript. The caption says what it does for the visitor; the
 * drawing is hidden from screen readers, which hear the caption and the scene told in full. The
 * stage animates it.
 */
export function ProductScene({ scene, className }: { scene: Scene; className?: string }) {
  return (
    <figure className={cn('min-w-0', className)}>
      <SceneStage beats={sceneBeats(scene)}>
        <AppWindow scene={scene}>
          <SceneBody scene={scene} />
        </AppWindow>
      </SceneStage>
      <figcaption className="mt-3 flex gap-2 text-sm text-ink-muted">
        <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-accent-500" />
        <span>
          {scene.caption}
          <span className="sr-only">{` ${scene.description}`}</span>
        </span>
      </figcaption>
    </figure>
  );
}
