import {describe, expect, it} from 'vitest';
import {codeShape} from './codeShape.fixtures';

describe('codeShape', () => {
  it.each([
    {
      name: 'a translated comment and string',
      language: 'js',
      a: "// Send the form.\nconst message = 'Thank you';",
      b: '// Envoyer le formulaire.\nconst message = "Merci, c\'est envoyé";',
      same: true,
    },
    {name: 'a hash comment', language: 'python', a: 'x = 1  # one', b: 'x = 1  # un', same: true},
    {
      name: 'the words of a page',
      language: 'html',
      a: '<button>Log in</button>',
      b: '<button>Se connecter</button>',
      same: true,
    },
    {
      name: 'a renamed variable',
      language: 'js',
      a: 'const reasons = 1;',
      b: 'const raisons = 1;',
      same: false,
    },
    {
      name: 'a changed call',
      language: 'php',
      a: 'curl_setopt($ch, CURLOPT_TIMEOUT, 5);',
      b: 'curl_setopt($ch, CURLOPT_TIMEOUT, 50);',
      same: false,
    },
    {
      name: 'a URL is not a comment',
      language: 'js',
      a: "fetch('https://a.example/x')",
      b: "fetch('https://a.example/y')",
      same: true,
    },
  ])('$name', ({language, a, b, same}) => {
    expect(codeShape(language, a) === codeShape(language, b)).toBe(same);
  });
});
