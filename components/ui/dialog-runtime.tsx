import { timings } from '@/content/timings';
import { dialogRuntime, type DialogRuntimeConfig } from '@/lib/dialogs/runtime';
import {
  CODE_WANTED_EVENT,
  DIALOG_OPENED_EVENT,
  PENDING_ATTRIBUTE,
  dialogIds,
  modalEvents,
} from '@/lib/modal-events';

export const dialogRuntimeConfig: DialogRuntimeConfig = {
  events: { [modalEvents.trial]: dialogIds.trial, [modalEvents.booking]: dialogIds.booking },
  delay: timings.headerModalOpenDelay,
  pending: PENDING_ATTRIBUTE,
  codeWanted: CODE_WANTED_EVENT,
  opened: DIALOG_OPENED_EVENT,
};

/** The runtime's text as the page runs it: the function, called with its configuration. */
export const dialogRuntimeSource = (config: DialogRuntimeConfig = dialogRuntimeConfig) =>
  `(${dialogRuntime.toString()})(${JSON.stringify(config).replace(/</g, '\\u003c')})`;

/**
 * The dialogs' inline runtime (lib/dialogs/runtime.ts): first in the body, so a tap on an opener
 * is answered before any framework script has arrived. The build hashes it into the page's CSP.
 */
export function DialogRuntime() {
  return <script dangerouslySetInnerHTML={{ __html: dialogRuntimeSource() }} />;
}
