'use client';

import { type CSSProperties, type ReactNode } from 'react';
import { timings } from '@/content/timings';
import { DotButton } from '@/components/ui/dot-button';
import { Glyph } from '@/components/ui/glyph';
import { cn } from '@/lib/cn';
import { useAutoAdvance } from '@/lib/hooks/use-auto-advance';
import { useHold } from '@/lib/hooks/use-hold';
import { type WheelColor, wheelColors } from './wheel-colors';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

export interface WheelNode {
  id: string;
  title: string;
  description: string;
  color: WheelColor;
  icon: ReactNode;
}

/** A node's name above it on hover and focus (its ::after, whose alternative text is empty). */
const tooltip =
  'after:pointer-events-none after:absolute after:bottom-full after:left-1/2 after:mb-2 after:-translate-x-1/2 after:rounded-lg after:bg-ink after:px-2.5 after:py-1 after:text-xs after:font-semibold after:whitespace-nowrap after:text-white after:opacity-0 after:transition-opacity after:content-[attr(data-tooltip)_/_""] hover:after:opacity-100 focus-visible:after:opacity-100';

/** The wheel's radius, in px: the nodes' distance from the hub's centre. */
export const wheelRadius = 140;

/** Six nodes around a hub; the next one lights up every 4 s until the visitor picks one. */
export function FeatureWheelIsland({ hub, nodes }: { hub: string; nodes: readonly WheelNode[] }) {
  const { ref, held, holdHandlers } = useHold<HTMLDivElement>();
  const { index, autoplay, goTo, play, pause } = useAutoAdvance({
    length: nodes.length,
    delay: timings.featureWheel,
    held,
  });
  const active = nodes[index] ?? nodes[0]!;

  return (
    <div
      ref={ref}
      data-autoplay={autoplay ? (held ? 'held' : 'running') : 'off'}
      className="grid items-center gap-10 lg:grid-cols-[23rem_minmax(0,32rem)] lg:justify-center lg:gap-16"
      {...holdHandlers}
    >
      <div className="relative mx-auto size-[23rem]" role="group" aria-label="Feature wheel">
        <span
          aria-hidden="true"
          className="absolute inset-[2.75rem] rounded-full border-2 border-dashed border-brand-200"
        />
        <span className="absolute top-1/2 left-1/2 flex size-28 -translate-1/2 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 p-3 text-center text-sm font-bold text-white shadow-lift">
          {hub}
        </span>
        {nodes.map((node, i) => {
          const angle = ((i * 360) / nodes.length - 90) * (Math.PI / 180);
          const isActive = i === index;
          return (
            <button
              key={node.id}
              type="button"
              onClick={() => goTo(i)}
              aria-current={isActive ? 'true' : undefined}
              aria-label={node.title}
              // The hover and focus tooltip is the button's ::after, drawn from this attribute.
              data-tooltip={node.title}
              // The angle's offset travels as custom properties; the layout stays in the classes.
              style={
                {
                  '--node-x': `${(Math.cos(angle) * wheelRadius).toFixed(2)}px`,
                  '--node-y': `${(Math.sin(angle) * wheelRadius).toFixed(2)}px`,
                } as CSSProperties
              }
              className={cn(
                'absolute top-[calc(50%_+_var(--node-y))] left-[calc(50%_+_var(--node-x))] flex size-16 -translate-1/2 items-center justify-center rounded-2xl border-2 shadow-soft transition-transform duration-300',
                wheelColors[node.color],
                isActive
                  ? 'scale-110 border-brand-600 shadow-lift'
                  : 'border-white hover:scale-105',
                !isActive && tooltip,
              )}
            >
              {node.icon}
            </button>
          );
        })}
      </div>
      <div>
        <div
          aria-live={autoplay ? 'off' : 'polite'}
          className="min-h-44 rounded-card border border-line bg-white p-6 shadow-soft lg:p-8"
        >
          <h3 className="text-2xl font-bold text-ink lg:text-3xl">
            <KeepTermsTogether text={active.title} lastWords />
          </h3>
          <p className="mt-3 text-ink-muted lg:text-lg">
            <KeepTermsTogether text={active.description} />
          </p>
        </div>
        <div className="mt-6 flex items-center gap-2">
          {nodes.map((node, i) => (
            <DotButton
              key={node.id}
              active={i === index}
              label={`Show ${node.title}`}
              onClick={() => goTo(i)}
            />
          ))}
          <button
            type="button"
            aria-label={autoplay ? 'Pause feature wheel' : 'Play feature wheel'}
            onClick={autoplay ? pause : play}
            className="ml-2 inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-soft hover:border-brand-300 hover:text-brand-700"
          >
            <Glyph name={autoplay ? 'pause' : 'play'} />
          </button>
        </div>
      </div>
    </div>
  );
}
