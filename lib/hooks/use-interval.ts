import { useEffect, useEffectEvent } from 'react';

/** Calls `callback` every `delay` ms; `null` stops the timer. The latest callback always runs. */
export function useInterval(callback: () => void, delay: number | null) {
  const onTick = useEffectEvent(callback);
  useEffect(() => {
    if (delay === null) return;
    const id = window.setInterval(() => onTick(), delay);
    return () => window.clearInterval(id);
  }, [delay]);
}
