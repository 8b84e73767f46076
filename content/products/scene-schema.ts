import { z } from '@/content/zod';
import { chatMessageSchema, iconSchema, pipelineColumnSchema, text } from '../schema';
import { productSlugs } from '../routes';

/**
 * Each scene opens on a full first frame (what the HTML shows before any script runs), then plays
 * its beats in order, one every `timings.sceneBeat`, once. Six beats keep the whole run under five
 * seconds, so moving content needs no pause control (WCAG 2.2.2).
 */
export const maxSceneBeats = 6;

/** The app's modules, in the order its navigation lists them. */
export const appModuleIds = [
  'dashboard',
  'inbox',
  'contacts',
  'pipeline',
  'automations',
  'email',
  'calls',
  'invoices',
] as const;

const amount = z.number().int().positive();
const count = z.number().int().nonnegative();
/** A figure in a three-tile row: short enough to fit a third of a phone's width. */
const stat = z.object({ label: text.max(14), value: text.max(8) });

const chat = z.object({
  kind: z.literal('chat'),
  /** The inbox's list of conversations; the first is the one the thread shows. */
  threads: z
    .array(z.object({ name: text, preview: text, time: text }))
    .min(3)
    .max(5),
  broadcast: z.object({ name: text, audience: text, stat: text }).optional(),
  /** In the thread from the first frame. */
  messages: z.array(chatMessageSchema).min(1),
  /** Arrive one per beat, then the outcome. */
  replies: z.array(chatMessageSchema).min(1).max(3),
  outcome: text,
});

const sequence = z.object({
  kind: z.literal('sequence'),
  emails: z
    .array(z.object({ when: text, subject: text, stat: text }))
    .min(2)
    .max(4),
  /** How many emails have gone out in the first frame; each of the others sends on its beat. */
  sent: count,
  outcome: text,
});

const workflow = z.object({
  kind: z.literal('workflow'),
  trigger: text,
  steps: z
    .array(z.object({ icon: iconSchema, text }))
    .min(2)
    .max(5),
  /** How many steps are done in the first frame; each of the others completes on its beat. */
  done: count,
  outcome: text,
});

const invoice = z.object({
  kind: z.literal('invoice'),
  number: text,
  client: text,
  due: text,
  lines: z
    .array(z.object({ item: text, amount }))
    .min(1)
    .max(3),
  /** What happens to the invoice, in order; the last event is the payment and stamps it. */
  events: z
    .array(z.object({ label: text, detail: text }))
    .min(2)
    .max(5),
  /** How many events have happened in the first frame. */
  done: count.min(1),
  /** The invoice's foot: how the client can pay, and its button. */
  payment: z.object({ note: text, button: text }),
  paidLabel: text,
});

const pipeline = z.object({
  kind: z.literal('pipeline'),
  /** The deal that moves one column per beat; `notes` says why it is in each column. */
  deal: z.object({ who: text, value: amount, notes: z.array(text).length(3) }),
  columns: z.array(pipelineColumnSchema).length(3),
});

const ivr = z.object({
  kind: z.literal('ivr'),
  badge: text,
  /** The live call the menu is answering. */
  call: text,
  greeting: text,
  options: z
    .array(z.object({ key: z.string().regex(/^[0-9*#]$/), label: text, route: text }))
    .min(2)
    .max(4),
  /** The key the caller presses on the first beat. */
  pick: z.string().regex(/^[0-9*#]$/),
  outcome: text,
});

const sceneBody = z.discriminatedUnion('kind', [chat, sequence, workflow, invoice, pipeline, ivr]);
type SceneBody = z.infer<typeof sceneBody>;

/** How many beats a scene plays, the first frame included: its renderer and its animation follow it. */
export function sceneBeats(scene: SceneBody): number {
  switch (scene.kind) {
    case 'chat':
      return 1 + scene.replies.length + 1;
    case 'sequence':
      return 1 + (scene.emails.length - scene.sent) + 1;
    case 'workflow':
      return 1 + (scene.steps.length - scene.done) + 1;
    case 'invoice':
      return 1 + (scene.events.length - scene.done);
    case 'pipeline':
      return scene.deal.notes.length;
    case 'ivr':
      return 3;
  }
}

/** What would leave a scene without a change to play, or playing a key its menu lacks. */
function sceneProblem(scene: SceneBody): string | undefined {
  switch (scene.kind) {
    case 'sequence':
      return scene.sent < scene.emails.length ? undefined : 'some emails must be left to send';
    case 'workflow':
      return scene.done < scene.steps.length ? undefined : 'some steps must be left to run';
    case 'invoice':
      return scene.done < scene.events.length ? undefined : 'the payment must be left to come';
    case 'ivr':
      return scene.options.some((option) => option.key === scene.pick)
        ? undefined
        : 'the caller must pick a key of the menu';
    default:
      return undefined;
  }
}

export const productSceneSchema = z
  .object({
    /** The window's title bar. */
    title: text,
    /** Shown under the window: what the product does for the visitor, in a sentence. */
    caption: text.max(140),
    /** The scene told in full: its text alternative, read instead of the drawing. */
    description: text,
    /** Where in the app the window is: the module its navigation marks, and the view's header. */
    view: z.object({
      module: z.enum(appModuleIds),
      heading: text,
      meta: text.optional(),
      action: text.optional(),
    }),
    /** The view's key figures, above its body. */
    stats: z.array(stat).length(3).optional(),
  })
  .and(sceneBody)
  .superRefine((scene, ctx) => {
    const problem = sceneProblem(scene);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    if (sceneBeats(scene) > maxSceneBeats) {
      ctx.addIssue({ code: 'custom', message: `a scene plays at most ${maxSceneBeats} beats` });
    }
  });
export type ProductScene = z.infer<typeof productSceneSchema>;

/** One scene per product page; a record over every slug, so a new product needs its scene. */
export const productScenesSchema = z.record(z.enum(productSlugs), productSceneSchema);

/** The short lead beside each product page's scene: about two lines at 1280 px, four on a phone. */
export const productLeadsSchema = z.record(z.enum(productSlugs), text.max(125));

/** The app's navigation, and the words its views share. */
export const appChromeSchema = z.object({
  nav: z.record(z.enum(appModuleIds), z.object({ label: text, icon: iconSchema })),
  status: z.object({
    done: text,
    running: text,
    waiting: text,
    sent: text,
    scheduled: text,
    composer: text,
    total: text,
  }),
});
