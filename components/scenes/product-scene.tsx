import { type ProductScene as Scene, sceneBeats } from '@/content/products/scenes';
import { ChatScene } from './chat-scene';
import { Frame } from './frame';
import { InvoiceScene } from './invoice-scene';
import { PipelineBoard } from './pipeline-board';
import { SceneStage } from './scene-stage';
import { IvrScene, SequenceScene, WorkflowScene } from './step-scenes';

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
      return <PipelineBoard scene={scene} />;
    case 'ivr':
      return <IvrScene scene={scene} />;
  }
}

/**
 * A product at work, finished, in the HTML: readable without JavaScript and described by its
 * caption for screen readers (the drawing itself is hidden from them). The stage animates it.
 */
export function ProductScene({ scene, className }: { scene: Scene; className?: string }) {
  return (
    <figure className={className}>
      <figcaption className="sr-only">{scene.caption}</figcaption>
      <SceneStage beats={sceneBeats(scene)}>
        <Frame title={scene.title} className="shadow-lift">
          <SceneBody scene={scene} />
        </Frame>
      </SceneStage>
    </figure>
  );
}
