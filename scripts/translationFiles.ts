import fs from 'node:fs';
import path from 'node:path';

/** A translation file as Docusaurus writes it: id → message. */
export type Messages = Record<string, {message: string; description?: string}>;

/** Every translation file of one locale, by path relative to `i18n/<locale>/`. */
export type LocaleMessages = Map<string, Messages>;

export function readMessageFile(file: string): Messages {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
}

/** Every JSON translation file under a folder (missing folder: none). */
export function readMessages(dir: string): LocaleMessages {
  if (!fs.existsSync(dir)) return new Map();
  return new Map(
    fs
      .readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => [file, readMessageFile(path.join(dir, file))]),
  );
}
