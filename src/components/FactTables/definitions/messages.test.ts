import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isCellList, type Cell, type UiMessage} from './cells';
import {factTables} from '.';
import {tableUsages} from './tableUsages.fixtures';

// The tables' UI strings are data, so `write-translations` does not extract them: this test does its
// job. Each must be in i18n/en/code.json as declared (message and description) and in
// i18n/fr/code.json (`npm run i18n:check` then checks the French value is a translation).

type CodeJson = Record<string, {message: string; description?: string}>;

const codeJson = (locale: string): CodeJson =>
  JSON.parse(fs.readFileSync(path.resolve('i18n', locale, 'code.json'), 'utf8')) as CodeJson;

function messagesOf(cell: Cell): UiMessage[] {
  if (typeof cell === 'string') return [];
  if (isCellList(cell)) return cell.flatMap(messagesOf);
  switch (cell.kind) {
    case 'message':
      return [cell.message, ...Object.values(cell.values ?? {}).flatMap(messagesOf)];
    case 'link':
    case 'note':
      return messagesOf(cell.content);
    default:
      return [];
  }
}

/** Every UI string the tables show, as the docs use them, by id. */
function shownMessages(): Map<string, UiMessage[]> {
  const byId = new Map<string, UiMessage[]>();
  for (const usage of tableUsages()) {
    const {headers, rows} = factTables.get(usage.name)!.layOut(usage.props);
    for (const found of [...headers, ...rows.flatMap((row) => row.cells)].flatMap(messagesOf)) {
      byId.set(found.id, [...(byId.get(found.id) ?? []), found]);
    }
  }
  return byId;
}

const shown = shownMessages();
const declared = [...shown.entries()].map(([id, uses]) => ({id, uses}));

describe("the fact tables' UI strings", () => {
  it('are found (the walk reaches headers and cells)', () => {
    expect(shown.has('factTable.column.code')).toBe(true);
    expect(shown.has('factTable.verifyErrors.source.visitor')).toBe(true);
  });

  it.each(declared)('$id says the same wherever a table uses it', ({uses}) => {
    expect(new Set(uses.map((use) => JSON.stringify(use))).size).toBe(1);
  });

  it.each(declared)('$id is in i18n/en/code.json as declared', ({id, uses}) => {
    const {message, description} = uses[0]!;
    expect(codeJson('en')[id]).toEqual({message, ...(description ? {description} : {})});
  });

  it.each(declared)('$id has a French value in i18n/fr/code.json', ({id, uses}) => {
    const french = codeJson('fr')[id];
    expect(french?.message).toBeTruthy();
    expect(french?.description).toBe(uses[0]!.description);
  });
});
