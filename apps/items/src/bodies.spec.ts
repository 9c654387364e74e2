import { updateBody } from './bodies';

describe('updateBody', () => {
  it('removes scripts, event handlers and unsafe URLs, and keeps the formatting', () => {
    const { body } = updateBody(
      '<p onclick="steal()">Hi <b>bold</b> <em>em</em> <u>u</u></p><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a>' +
        '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA"><iframe src="https://e.example"></iframe>' +
        '<ul><li>one</li></ul><style>p { color: red }</style>',
    );
    expect(body).toBe(
      '<p>Hi <b>bold</b> <em>em</em> <u>u</u></p><a>bad</a> <a href="https://example.com" target="_blank">good</a>' +
        '<img src="x" /><img /><ul><li>one</li></ul>',
    );
  });

  it('gives the plain text, a line per block, entities decoded, links by their text', () => {
    expect(
      updateBody('<h2>Plan</h2><p>Ship &amp; tell <a href="https://example.com">here</a></p><p>a<br>b</p>')
        .textBody,
    ).toBe('Plan\n\nShip & tell here\n\na\nb');
    expect(updateBody('plain words').textBody).toBe('plain words');
  });

  it('refuses a body with nothing left to show', () => {
    for (const empty of ['', '   ', '<script>alert(1)</script>', '<p></p>']) {
      expect(() => updateBody(empty)).toThrow(expect.objectContaining({ code: 'InvalidArgumentException' }));
    }
    expect(updateBody('<img src="https://example.com/a.png">').body).toBe(
      '<img src="https://example.com/a.png" />',
    );
  });
});
