/**
 * The one rule for text typed into any form: no control characters. PostgreSQL cannot store a
 * NUL byte at all (a request carrying one used to answer 500), and none of the others (a bell,
 * an escape, a backspace, DEL) can be typed into a form or belongs in a record or an e-mail.
 * One-line fields (names, e-mail, phone, address, postcode, keys, categories) refuse tabs and
 * line breaks too; free text over several lines (answer details, notes, a message, a
 * description, a text setting) keeps them.
 *
 * Every schema's text fields use these, so the form shows the same message as the server.
 */

/** C0 control characters (U+0000 to U+001F) and DEL (U+007F). */
const isControl = (code: number) => code < 0x20 || code === 0x7f;
/** Tab, line feed and carriage return: kept in multi-line text. */
const isTabOrLineBreak = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;

/** True when `value` holds a control character; `multiLine` lets tabs and line breaks through. */
export function hasControlChars(value: string, multiLine = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isControl(code) && !(multiLine && isTabOrLineBreak(code))) return true;
  }
  return false;
}

/** For `.refine`: one line of plain text (no control character, no tab, no line break). */
export const isOneLine = (value: string) => !hasControlChars(value);
/** For `.refine`: plain text that may span lines (tabs and line breaks allowed). */
export const isPlainText = (value: string) => !hasControlChars(value, true);

/** The message when a field has no label of its own in its schema. */
export const CONTROL_CHARACTERS_MESSAGE = "Must not contain control characters";
export const ONE_LINE_MESSAGE = "Must be one line of plain text";
export const oneLineMessage = (label: string) => `${label} must be one line of plain text`;
export const plainTextMessage = (label: string) => `${label} must not contain control characters`;
