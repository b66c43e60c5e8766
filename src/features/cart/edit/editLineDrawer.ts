/*
 * The app's drawer slot of the cart's Edit dialog: one per line (`edit-cart-line:<line uid>`), so
 * the Edit button and the dialog (on the page, not in the line: a replaced line leaves the cart
 * while its dialog still shows the answer) agree on which line is edited through the store alone.
 */

const PREFIX = 'edit-cart-line:';

/** The drawer name of the Edit dialog of the line with this uid. */
export const editLineDrawer = (lineUid: string): string => `${PREFIX}${lineUid}`;

/** The uid of the line whose Edit dialog is the open drawer, or null. */
export const editedLineUid = (drawer: string | null): string | null => (drawer?.startsWith(PREFIX) ? drawer.slice(PREFIX.length) : null);

/** The id of a line's Edit button (focus goes back to it, or to the line that replaced it). */
export const editLineButtonId = (lineUid: string): string => `edit-cart-line-${lineUid}`;
