import {describe, expect, it} from 'vitest';
import {projectDefinitions} from '../../src/plugins/downloadableProjects/projects';
import {projectBlocker, requirementMissing, testCommand} from './downloadableProjects';

describe('projectBlocker', () => {
  it.each(['nuxt', 'symfony'])('fails the unknown project %s, naming it', (name) => {
    expect(projectBlocker(name, 'integrations/x.mdx:3').blocked).toMatchObject({
      where: 'integrations/x.mdx:3',
      failure: expect.stringMatching(new RegExp(`^unknown project "${name}"`)),
    });
  });
});

describe('requirementMissing', () => {
  it('names the runtime, the probe and the Debian package', () => {
    expect(
      requirementMissing({runtime: 'php', probe: ['php-absent-here', '-v'], debian: 'php-cli'}),
    ).toBe('php cannot run `php-absent-here -v` (apt-get install php-cli)');
  });
});

describe('testCommand', () => {
  it.each(projectDefinitions.filter((project) => project.commands.test !== 'npm test'))(
    '$id runs its README’s test here',
    (project) => {
      const command = testCommand(project, '/nowhere');
      expect(command.slice(1)).toEqual(project.commands.test.split(' ').slice(1));
      expect(command[0]).not.toMatch(/^\.venv/);
    },
  );
});
