import { defineContent } from '@/content/define';
import { productSlugs } from '@/content/routes';
import {
  featuresScene,
  maxSceneBeats,
  productLeads,
  productSceneSchema,
  productScenes,
  productScenesSchema,
  sceneBeats,
} from '@/content/products/scenes';

const scenes = [...Object.values(productScenes), featuresScene];

describe('product scenes', () => {
  it('gives every product page a scene and a lead, and each scene plays within the beat limit', () => {
    expect(Object.keys(productScenes).sort()).toEqual([...productSlugs].sort());
    expect(Object.keys(productLeads).sort()).toEqual([...productSlugs].sort());
    for (const scene of scenes) {
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
    expect(featuresScene.view.module).toBe('dashboard');
  });

  it('words each caption and lead for its own page: no line is shared', () => {
    const lines = [...scenes.map((scene) => scene.caption), ...Object.values(productLeads)];
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('counts the first frame, then one beat per arrival', () => {
    const chat = productScenes['ai-chatbots'];
    if (chat.kind !== 'chat') throw new Error('expected a chat');
    expect(sceneBeats(chat)).toBe(1 + chat.replies.length + 1);
    const sequence = productScenes['email-automation'];
    if (sequence.kind !== 'sequence') throw new Error('expected a sequence');
    expect(sceneBeats(sequence)).toBe(1 + sequence.emails.length - sequence.sent + 1);
    expect(sceneBeats(productScenes.opportunities)).toBe(3);
    expect(sceneBeats(productScenes['voice-solutions'])).toBe(3);
  });

  it('rejects a scene that would play too long, or a product without a scene', () => {
    const workflow = productScenes['workflows-automations'];
    if (workflow.kind !== 'workflow') throw new Error('expected a workflow');
    const long = {
      ...workflow,
      steps: ['a', 'b', 'c', 'd', 'e'].map((text) => ({ icon: 'check', text })),
      done: 0,
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

  it('rejects a scene with nothing left to play, and a caller pressing a key the menu lacks', () => {
    const sequence = productScenes['email-automation'];
    if (sequence.kind !== 'sequence') throw new Error('expected a sequence');
    expect(() =>
      defineContent('scene.ts', productSceneSchema, { ...sequence, sent: sequence.emails.length }),
    ).toThrow(/left to send/);
    const invoice = productScenes['smart-invoicing'];
    if (invoice.kind !== 'invoice') throw new Error('expected an invoice');
    expect(() =>
      defineContent('scene.ts', productSceneSchema, { ...invoice, done: invoice.events.length }),
    ).toThrow(/payment/);
    const ivr = productScenes['voice-solutions'];
    if (ivr.kind !== 'ivr') throw new Error('expected a call menu');
    expect(() => defineContent('scene.ts', productSceneSchema, { ...ivr, pick: '9' })).toThrow(
      /key of the menu/,
    );
  });

  it('rejects a pipeline deal without a note for each column, an unknown kind, a long stat', () => {
    const pipeline = productScenes.opportunities;
    if (pipeline.kind !== 'pipeline') throw new Error('expected a pipeline');
    const short = { ...pipeline, deal: { ...pipeline.deal, notes: ['only one'] } };
    expect(() => defineContent('scene.ts', productSceneSchema, short)).toThrow(/notes/);
    expect(() =>
      defineContent('scene.ts', productSceneSchema, { ...pipeline, kind: 'slideshow' } as never),
    ).toThrow();
    const wide = {
      ...featuresScene,
      stats: featuresScene.stats?.map((stat) => ({ ...stat, label: 'A label far too long' })),
    };
    expect(() => defineContent('scene.ts', productSceneSchema, wide)).toThrow();
  });
});
