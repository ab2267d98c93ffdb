import { describe, expect, it } from 'vitest';
import { postingText } from './posting-text.ts';

describe('postingText', () => {
  it('is the title and the description as lines of plain text, references decoded (a no-break space read as a space), scripts and styles gone', () => {
    const html =
      '<style>p{color:red}</style><p onclick="x()">Wir suchen <strong>dich</strong> in M&uuml;nchen.</p><script>alert("Deutsch C1")</script><ul><li>Fließend&nbsp;Deutsch</li><li>Teamgeist</li></ul>';
    expect(postingText('Koch (m/w/d)', html, 1000)).toBe('Koch (m/w/d)\nWir suchen dich in München.\nFließend Deutsch\nTeamgeist');
  });

  it('stops at the length asked for', () => {
    expect(postingText('Title', `<p>${'word '.repeat(500)}</p>`, 40)).toHaveLength(40);
  });
});
