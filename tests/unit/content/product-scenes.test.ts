import { defineContent } from '@/content/define';
import { productSlugs } from '@/content/routes';
import {
  maxSceneBeats,
  productSceneSchema,
  productScenes,
  productScenesSchema,
  sceneBeats,
} from '@/content/products/scenes';

describe('product scenes', () => {
  it('gives every product page a scene that plays within the beat limit', () => {
    expect(Object.keys(productScenes).sort()).toEqual([...productSlugs].sort());
    for (const scene of Object.values(productScenes)) {
      expect(sceneBeats(scene)).toBeGreaterThan(1);
      expect(sceneBeats(scene)).toBeLessThanOrEqual(maxSceneBeats);
    }
  });

  it('draws each product with the scene its page sells', () => {
    expect(productScenes['whatsapp-marketing']).toMatchObject({ kind: 'chat' });
    expect(productScenes['whatsapp-marketing']).toHaveProperty('broadcast');
    expect(productScenes['ai-chatbots'].kind).toBe('chat');
    expect(productScenes['email-automation'].kind).toBe('sequence');
    expect(productScenes['workflows-automations'].kind).toBe('workflow');
    expect(productScenes['smart-invoicing'].kind).toBe('invoice');
    expect(productScenes.opportunities.kind).toBe('pipeline');
    expect(productScenes['voice-solutions']).toMatchObject({ kind: 'ivr', badge: 'Coming soon' });
  });

  it('counts one beat per arriving element', () => {
    const chat = productScenes['whatsapp-marketing'];
    if (chat.kind !== 'chat') throw new Error('expected a chat');
    expect(sceneBeats(chat)).toBe(1 + chat.messages.length + 1);
    expect(sceneBeats(productScenes.opportunities)).toBe(3);
  });

  it('rejects a scene that would play too long, or a product without a scene', () => {
    const long = {
      title: 'Workflow',
      caption: 'A long workflow.',
      kind: 'workflow',
      trigger: 'Trigger',
      steps: ['a', 'b', 'c', 'd', 'e'].map((text) => ({ icon: 'check', text })),
      outcome: 'Done',
    };
    expect(() => defineContent('scene.ts', productSceneSchema, long as never)).toThrow(
      /at most 6 beats/,
    );
    const rest = Object.fromEntries(
      Object.entries(productScenes).filter(([slug]) => slug !== 'opportunities'),
    );
    expect(() => defineContent('scenes.ts', productScenesSchema, rest as never)).toThrow(
      /opportunities/,
    );
  });

  it('rejects a pipeline deal without a note for each column, and an unknown kind', () => {
    const pipeline = productScenes.opportunities;
    if (pipeline.kind !== 'pipeline') throw new Error('expected a pipeline');
    const short = { ...pipeline, deal: { ...pipeline.deal, notes: ['only one'] } };
    expect(() => defineContent('scene.ts', productSceneSchema, short)).toThrow(/notes/);
    expect(() =>
      defineContent('scene.ts', productSceneSchema, { ...pipeline, kind: 'slideshow' } as never),
    ).toThrow();
  });
});
