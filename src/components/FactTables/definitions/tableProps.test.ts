import {describe, expect, it} from 'vitest';
import {verifyErrorCodes} from '../../../data/verifyErrorCodes';
import {isCellList, type Cell} from './cells';
import {loadFactTables} from '.';

const factTables = await loadFactTables();

/** The text of a cell's `code` pieces: what tells rows apart in these tables. */
function codeText(cell: Cell | undefined): string[] {
  if (cell === undefined || typeof cell === 'string') return [];
  if (isCellList(cell)) return cell.flatMap(codeText);
  return cell.kind === 'code' ? [cell.text] : [];
}

const layOut = (name: string, props: Record<string, unknown>) =>
  factTables.get(name)!.layOut(props);

describe('VerifyErrorCodeTable', () => {
  it('lists every code with its Source column by default', () => {
    const {headers, rows} = layOut('VerifyErrorCodeTable', {});
    expect(rows).toHaveLength(verifyErrorCodes.length);
    expect(headers).toHaveLength(4);
  });

  it('with source="integration", lists exactly the configuration errors, invalid-remoteip included', () => {
    const {headers, rows} = layOut('VerifyErrorCodeTable', {source: 'integration'});
    expect(rows.map((row) => row.key).sort()).toEqual(
      [
        'bad-request',
        'invalid-input-secret',
        'invalid-remoteip',
        'invalid-sitekey',
        'missing-input-secret',
        'sitekey-secret-mismatch',
      ].sort(),
    );
    // Every row has the same source: the column would say nothing.
    expect(headers).toHaveLength(3);
  });

  it('refuses a source the data does not know', () => {
    expect(() => layOut('VerifyErrorCodeTable', {source: 'server'})).toThrow(/unknown source/);
  });
});

describe('TestKeyBehaviourTable', () => {
  it('lists the three test site keys with their tokens, and the four test secrets', () => {
    const sitekeys = layOut('TestKeyBehaviourTable', {kind: 'sitekey'});
    expect(sitekeys.rows.map((row) => codeText(row.cells[0]))).toEqual([
      ['10000000-0000-4000-8000-000000000001'],
      ['20000000-0000-4000-8000-000000000002'],
      ['30000000-0000-4000-8000-000000000003'],
    ]);
    expect(sitekeys.rows.map((row) => codeText(row.cells[2]))).toEqual([
      ['10000000-aaaa-4000-8000-000000000001'],
      [],
      ['30000000-aaaa-4000-8000-000000000003'],
    ]);
    const secrets = layOut('TestKeyBehaviourTable', {kind: 'secret'});
    expect(secrets.rows.map((row) => row.id)).toEqual([
      'test-secret-pass',
      'test-secret-invalid-input-response',
      'test-secret-already-seen-response',
      'test-secret-high-risk',
    ]);
    expect(secrets.headers).toHaveLength(2);
  });

  it('needs a kind', () => {
    expect(() => layOut('TestKeyBehaviourTable', {})).toThrow(/kind must be/);
  });
});

describe('SiteverifyStatusTable', () => {
  it('has a row per kind of answer, each with its anchor', () => {
    expect(layOut('SiteverifyStatusTable', {}).rows.map((row) => row.id)).toEqual([
      'siteverify-status-200',
      'siteverify-status-400',
      'siteverify-status-429',
      'siteverify-status-5xx',
      'siteverify-status-none',
    ]);
  });
});
