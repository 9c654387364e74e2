import { Parser } from 'htmlparser2';
import { updateBody } from './bodies';
import { MAX_BODY_DEPTH, MAX_BODY_ELEMENTS, MAX_BODY_LENGTH } from './body-limits';

/** Stored-XSS payloads of the usual kinds: scripts, handlers, script URLs however spelt, mXSS. */
const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>x</body>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form><object data="javascript:alert(1)"></object>',
];

/** What in `html` could run in a browser: a dangerous element, a handler, a style, a script or data URL. */
function runnable(html: string): string[] {
  const found: string[] = [];
  new Parser({
    onopentag(name, attributes) {
      if (/^(script|iframe|svg|math|object|embed|style|form|body)$/.test(name)) found.push(name);
      for (const [attribute, value] of Object.entries(attributes)) {
        if (/^on|^style$/.test(attribute)) found.push(`${name} ${attribute}`);
        if (/^(javascript|data):/i.test(value.replace(/[\u0000-\u0020]/g, '')))
          found.push(`${name} ${attribute}=${value}`);
      }
    },
  }).end(html);
  return found;
}

const refusal = (message: RegExp) =>
  expect.objectContaining({ code: 'InvalidArgumentException', message: expect.stringMatching(message) });

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

describe('stored XSS', () => {
  it.each(XSS)('leaves nothing runnable of %s', (payload) => {
    let body = '';
    try {
      body = updateBody(`${payload} text`).body;
    } catch (error) {
      expect(error).toEqual(refusal(/empty/));
    }
    expect(runnable(body)).toEqual([]);
  });
});

describe('limits', () => {
  it(`refuses a body over ${MAX_BODY_LENGTH} characters, and takes one at the cap`, () => {
    expect(() => updateBody('a'.repeat(MAX_BODY_LENGTH + 1))).toThrow(
      refusal(/^body must be at most 65536 characters/),
    );
    expect(updateBody('a'.repeat(MAX_BODY_LENGTH)).textBody).toHaveLength(MAX_BODY_LENGTH);
  });

  it(`refuses nesting deeper than ${MAX_BODY_DEPTH}, closed or not, and takes it at the bound`, () => {
    const nested = (depth: number) => `${'<b>'.repeat(depth)}x${'</b>'.repeat(depth)}`;
    expect(updateBody(nested(MAX_BODY_DEPTH)).textBody).toBe('x');
    expect(() => updateBody(nested(MAX_BODY_DEPTH + 1))).toThrow(
      refusal(/^body must not nest elements more than 32 deep/),
    );
    // What overflowed html-to-text's recursive walk before: 20,000 unclosed tags, within the cap.
    expect(() => updateBody('<b>'.repeat(20_000))).toThrow(refusal(/nest/));
    // Elements a parser closes itself (void ones, a paragraph before the next) do not add up.
    expect(
      updateBody('<p>a<br><img src="https://example.com/a.png"><p>b'.repeat(MAX_BODY_DEPTH * 2)).body,
    ).toContain('<br />');
  });

  it(`refuses a body of more than ${MAX_BODY_ELEMENTS} elements, a huge table among them`, () => {
    const table = (rows: number, columns: number) =>
      `<table>${`<tr>${'<td>x</td>'.repeat(columns)}</tr>`.repeat(rows)}</table>`;
    expect(() => updateBody(table(1, 6_000))).toThrow(refusal(/^body must hold at most 1000 elements/));
    expect(() => updateBody('x<br>'.repeat(MAX_BODY_ELEMENTS + 1))).toThrow(refusal(/elements/));
    expect(updateBody(table(99, 9)).textBody.split('\n')).toHaveLength(99);
  });
});
